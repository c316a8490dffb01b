import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { HostView } from '../../../domain/game/views.ts';
import { LiveSwitch } from './live-switch.tsx';
import { JoinPattern, RoomAccessControls } from './lobby-access.tsx';
import { type ErrorMessageKey, LimitForm, LobbyLimitNote } from './lobby-limit.tsx';
import { LobbyRoomSize } from './lobby-room-size.tsx';
import { QrCode } from './qr-code.tsx';
import { RemovedPlayers } from './removed-players.tsx';
import { ScreenBar } from './screen-bar.tsx';
import { type TeamRoster, teamRoster } from './teams.ts';

/** "123 456": a PIN read from the back of the room. */
export const spacedPin = (pin: string) => (pin.length === 6 ? `${pin.slice(0, 3)} ${pin.slice(3)}` : pin);

/** The join page as people type it: without the scheme. */
const shownUrl = (url: string) => url.replace(/^https?:\/\//, '');

/**
 * The join address, which may wrap only before its path: a host name or an address with a port stays
 * whole (a phone-wide screen once showed "127.0.0.1:31" and "71/join" on two lines).
 */
function JoinAddress({ url }: { url: string }) {
  const shown = shownUrl(url);
  const slash = shown.indexOf('/');
  const [host, path] = slash < 0 ? [shown, ''] : [shown.slice(0, slash), shown.slice(slash)];
  return (
    <p className="host-lobby__url">
      <span className="host-lobby__url-part">{host}</span>
      <wbr />
      <span className="host-lobby__url-part">{path}</span>
    </p>
  );
}

export interface LobbyControls {
  onStart: () => void;
  onKick: (playerId: string, name: string) => void;
  onLetBackIn: (playerId: string) => void;
  onSetLimit: (limit: number) => void;
  /** Raises the quiz's own limit with the room's; resolves to a message when it could not. */
  onRaiseLimit: (limit: number) => Promise<ErrorMessageKey | null>;
  onCancel: () => void;
  onTeamMode: (enabled: boolean) => void;
  onLock: (locked: boolean) => void;
  onTwoStep: (enabled: boolean) => void;
  onSettings: () => void;
  secondScreenUrl: string | null;
  busy: boolean;
}

export function HostLobbyScreen({
  view,
  origin,
  controls,
}: {
  view: HostView;
  origin: string;
  controls?: LobbyControls;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const joinUrl = `${origin}/join`;
  const players = view.players;
  const roster = teamRoster(view);
  const missingTeams = roster?.withoutTeam.length ?? 0;
  const startHint =
    players.length === 0
      ? t('errors.no_users_in_quiz')
      : missingTeams > 0
        ? t('live.players_without_team', { players: missingTeams })
        : null;
  return (
    <section
      className={`host-screen host-lobby${roster ? ' host-lobby--teams' : ''}`}
      aria-labelledby={`${hintId}-title`}
    >
      <ScreenBar view={view}>
        {controls ? (
          <LiveSwitch
            label={t('live.team_mode')}
            hint={t('live.team_mode_hint')}
            checked={view.teams !== null}
            onChange={controls.onTeamMode}
            disabled={controls.busy}
          />
        ) : null}
        {controls ? (
          <RoomAccessControls
            view={view}
            onLock={controls.onLock}
            onTwoStep={controls.onTwoStep}
            busy={controls.busy}
          />
        ) : null}
        {controls ? (
          <button type="button" className="button button--live-quiet" onClick={controls.onSettings}>
            {t('live.settings')}
          </button>
        ) : null}
        {controls?.secondScreenUrl ? (
          <a
            className="button button--live-quiet"
            href={controls.secondScreenUrl}
            target="_blank"
            rel="noopener"
          >
            {t('live.open_second_screen')}
          </a>
        ) : null}
        {controls ? (
          <button type="button" className="button button--live-quiet" onClick={controls.onCancel}>
            {t('live.cancel_game')}
          </button>
        ) : null}
      </ScreenBar>
      <h1 id={`${hintId}-title`} className="visually-hidden">
        {t('live.lobby_title')}
      </h1>
      <div className="host-lobby__join surface">
        <div className="host-lobby__how">
          <p className="host-lobby__step">{t('live.join_at')}</p>
          <JoinAddress url={joinUrl} />
          <p className="host-lobby__step">{t('live.with_pin')}</p>
          <p className="host-lobby__pin" data-testid="game-pin">
            {spacedPin(view.pin)}
          </p>
          {view.joinPattern ? (
            <>
              <p className="host-lobby__step">{t('live.pattern_then')}</p>
              <JoinPattern pattern={view.joinPattern} />
            </>
          ) : null}
          {view.admission ? (
            <p className="host-lobby__access" role="status" data-testid="room-admission">
              {view.admission.kind === 'feide'
                ? t('whitelist.lobby_feide')
                : t('whitelist.lobby_list', { title: view.admission.title, count: view.admission.names })}
            </p>
          ) : null}
          {view.locked ? (
            <p className="host-lobby__access" role="status" data-testid="room-locked">
              <span className="host-lobby__locked">{t('live.room_locked')}</span>
            </p>
          ) : null}
        </div>
        <QrCode
          className="qr-code host-lobby__qr"
          text={`${joinUrl}?pin=${encodeURIComponent(view.pin)}`}
          label={t('live.qr_label', { pin: view.pin })}
        />
      </div>

      <div className="host-lobby__players">
        <div className="host-lobby__players-head">
          <h2 className="host-lobby__count" aria-live="polite" data-testid="player-count">
            {t('live.players_count', { players: players.length, limit: view.playerLimit })}
          </h2>
          <LobbyLimitNote view={view} canRaise={controls !== undefined} />
          {controls ? (
            <LimitForm view={view} onSet={controls.onSetLimit} onRaise={controls.onRaiseLimit} />
          ) : null}
          {controls ? (
            <div className="host-screen__primary host-lobby__start">
              <button
                type="button"
                className="button button--light button--live-huge"
                onClick={controls.onStart}
                disabled={players.length === 0 || missingTeams > 0 || controls.busy}
                aria-describedby={startHint ? hintId : undefined}
              >
                {t('live.start')}
              </button>
              {startHint ? (
                <p id={hintId} className="host-screen__hint" data-testid="start-hint">
                  {startHint}
                </p>
              ) : null}
            </div>
          ) : null}
          {/* Under the count, the limit and Start, across the column: seen before anyone is turned away. */}
          {controls ? (
            <LobbyRoomSize
              view={view}
              onSet={controls.onSetLimit}
              onRaise={controls.onRaiseLimit}
              busy={controls.busy}
            />
          ) : null}
        </div>
        {players.length === 0 ? (
          <p className="waiting">
            <span>{t('live.waiting_for_players')}</span>
            <span className="waiting__dots" aria-hidden="true" />
          </p>
        ) : roster ? (
          <TeamLobby roster={roster} onKick={controls?.onKick} />
        ) : (
          <ul className="player-chips" aria-label={t('live.players')}>
            {players.map((player) => (
              <PlayerChip key={player.playerId} player={player} onKick={controls?.onKick} />
            ))}
          </ul>
        )}
        {controls ? (
          <RemovedPlayers
            removed={view.removed ?? []}
            onLetBackIn={controls.onLetBackIn}
            busy={controls.busy}
          />
        ) : null}
      </div>
    </section>
  );
}

function PlayerChip({
  player,
  onKick,
}: {
  player: { playerId: string; name: string };
  onKick?: (playerId: string, name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="player-chip">
      <span className="player-chip__name">{player.name}</span>
      {onKick ? (
        <button
          type="button"
          className="player-chip__kick"
          aria-label={t('live.kick_player', { name: player.name })}
          onClick={() => onKick(player.playerId, player.name)}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </li>
  );
}

/** The lobby in team mode: each team with its members, then the players who have not picked one. */
function TeamLobby({
  roster,
  onKick,
}: {
  roster: TeamRoster;
  onKick?: (playerId: string, name: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="team-lobby">
      {roster.teams.length === 0 ? (
        <p className="team-lobby__none">{t('live.no_teams_yet')}</p>
      ) : (
        <ul className="team-lobby__teams" aria-label={t('live.teams')}>
          {roster.teams.map((team) => (
            <li key={team.teamId} className="team-card surface" data-testid="lobby-team">
              <h3 className="team-card__name">{team.name}</h3>
              <p className="team-card__count">{t('live.team_members', { members: team.players.length })}</p>
              {team.players.length > 0 ? (
                <ul className="player-chips team-card__members" aria-label={team.name}>
                  {team.players.map((player) => (
                    <PlayerChip key={player.playerId} player={player} onKick={onKick} />
                  ))}
                </ul>
              ) : (
                <p className="team-card__empty">{t('live.team_empty')}</p>
              )}
            </li>
          ))}
        </ul>
      )}
      {roster.withoutTeam.length > 0 ? (
        <section className="team-lobby__loose" aria-labelledby="team-lobby-loose">
          <h3 id="team-lobby-loose" className="team-lobby__heading">
            {t('live.without_team')}
          </h3>
          <ul className="player-chips" aria-label={t('live.without_team')}>
            {roster.withoutTeam.map((player) => (
              <PlayerChip key={player.playerId} player={player} onKick={onKick} />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
