/**
 * How a slide's video is shown. An uploaded file (`/media/...`) plays in the page. A link to
 * elsewhere cannot: the Content-Security-Policy lets media load from this server only (and frames
 * from nowhere), so the screen offers the link instead of a broken player.
 */
export type VideoSource = { kind: 'file'; src: string } | { kind: 'link'; href: string } | null;

export function videoSource(video: string | null, startSeconds: number): VideoSource {
  if (!video) return null;
  // A media fragment starts the file at the chosen second (#t=90) without any script.
  if (video.startsWith('/media/'))
    return { kind: 'file', src: startSeconds > 0 ? `${video}#t=${startSeconds}` : video };
  return { kind: 'link', href: video };
}
