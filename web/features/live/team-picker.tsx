import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TEAM_NAME_MAX } from '../../../domain/game/rules.ts';
import type { PlayerView, RoomView } from '../../../domain/game/views.ts';
import { Waiting } from '../../components/live-screens/live-stage.tsx';
import { teamNameToSend } from '../../components/live-screens/teams.ts';
import { TextField } from '../../components/text-field.tsx';
import { errorKey } from '../../i18n/translation-key.ts';
import { liveGame } from './live-game.ts';
import type { TeamChoice } from './live-session.ts';

type Teams = NonNullable<RoomView['teams']>;
/** Sends a team choice; resolves with an `errors.` code, or null once the player is in the team. */
type Choose = (choice: TeamChoice) => Promise<string | null>;

/**
 * `/join-start` in team mode: the teams to join (the player's own marked), and a field to start a new
 * one. A player may switch until the game starts; a team left empty disbands.
 */
export function TeamPicker({
  room,
  you,
  name,
  teams,
}: {
  room: RoomView;
  you: PlayerView | null;
  name: string;
  teams: Teams;
}) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = you?.teamId ?? null;
  const myTeam = teams.find((team) => team.teamId === mine) ?? null;

  async function choose(choice: TeamChoice): Promise<string | null> {
    setBusy(true);
    setFailure(null);
    const code = await liveGame().team(choice);
    setBusy(false);
    return code;
  }

  async function join(teamId: string) {
    const code = await choose({ action: 'join', teamId });
    if (code) setFailure(code);
  }

  return (
    <section className="team-picker" data-testid="player-lobby">
      <header className="team-picker__head">
        <p className="player-name">{name}</p>
        <h1 className="team-picker__title">{t('live.pick_team')}</h1>
        <p className="team-picker__text">
          {myTeam ? (
            <>
              {t('live.your_team_label')} <strong data-testid="my-team">{myTeam.name}</strong>
            </>
          ) : (
            t('live.pick_team_text')
          )}
        </p>
      </header>
      {failure ? (
        <p className="team-picker__error" role="alert">
          {t(errorKey(failure))}
        </p>
      ) : null}
      <TeamOptions teams={teams} mine={mine} busy={busy} join={join} />
      <NewTeamForm room={room} busy={busy} choose={choose} failed={setFailure} />
      <Waiting text={t('live.waiting_for_start')} />
    </section>
  );
}

/** The teams there are, each with a button to join it; the player's own team is marked instead. */
function TeamOptions({
  teams,
  mine,
  busy,
  join,
}: {
  teams: Teams;
  mine: string | null;
  busy: boolean;
  join: (teamId: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  if (teams.length === 0) return <p className="team-picker__none">{t('live.no_teams_yet')}</p>;
  return (
    <ul className="team-picker__teams" aria-label={t('live.teams')}>
      {teams.map((team) => {
        const isMine = team.teamId === mine;
        return (
          <li
            key={team.teamId}
            className={`team-option${isMine ? ' is-mine' : ''}`}
            data-testid="team-option"
          >
            <span className="team-option__name">{team.name}</span>
            {isMine ? (
              <span className="team-option__mine">{t('live.your_team')}</span>
            ) : (
              <button
                type="button"
                className="button button--accent team-option__join"
                disabled={busy}
                aria-label={t('live.join_team_named', { team: team.name })}
                onClick={() => void join(team.teamId)}
              >
                {t('live.join_team')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Starts a new team. A problem with the name shows at the field (checked here first, so a name the
 * server would refuse is not sent); any other refusal goes to the picker's `failed`.
 */
function NewTeamForm({
  room,
  busy,
  choose,
  failed,
}: {
  room: RoomView;
  busy: boolean;
  choose: Choose;
  failed: (code: string) => void;
}) {
  const { t } = useTranslation();
  const [newName, setNewName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);

  async function create(event: FormEvent) {
    event.preventDefault();
    const checked = teamNameToSend(newName, room.teams);
    if ('problem' in checked) return setNameError(checked.problem);
    setNameError(null);
    const code = await choose({ action: 'create', name: checked.name });
    if (!code) setNewName('');
    else if (code.startsWith('team_name')) setNameError(code);
    else failed(code);
  }

  return (
    <form className="team-picker__new surface" onSubmit={create} noValidate>
      <TextField
        label={t('live.new_team_label')}
        hint={t('live.new_team_hint', { max: TEAM_NAME_MAX })}
        value={newName}
        onChange={(value) => {
          setNewName(value);
          if (nameError) setNameError(null);
        }}
        error={nameError ?? undefined}
        autoComplete="off"
        autoCapitalize="words"
        maxLength={TEAM_NAME_MAX * 4}
        enterKeyHint="go"
      />
      <button type="submit" className="button button--accent button--live-block" disabled={busy}>
        {t('live.create_team')}
      </button>
    </form>
  );
}
