//! A guest's screen over their session channel: the full screen entered and their colours
//! asked for, their game played on it on a thread of its own, the farewell said; and the
//! task that sends its frames and closes the channel when it is done.

use std::io::Write;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::Duration;

use ratatui::Terminal;
use ratatui::crossterm::cursor::{Hide, Show};
use ratatui::crossterm::event::{DisableMouseCapture, EnableMouseCapture};
use ratatui::crossterm::queue;
use ratatui::crossterm::style::ResetColor;
use ratatui::crossterm::terminal::{EnterAlternateScreen, LeaveAlternateScreen};
use russh::ChannelId;
use tokio::sync::{Notify, mpsc, oneshot};

use super::exit::Exit;
use super::guest::{Admission, Guest, Tty};
use super::input::{GuestEvents, TerminalSize};
use super::output::{Backlog, GuestBackend, Output};
use super::shared::Shared;
use crate::lang::Lang;
use crate::room::RoomError;
use crate::say;
use crate::tui::{Handle, Palette};

/// How long the last words to a guest (the exit status and the channel's close) may take
/// before the connection is cut.
pub(super) const CLOSE_GRACE: Duration = Duration::from_secs(2);

/// How long a guest's terminal is given to answer the question of its background (OSC
/// 11), as long as a local terminal is given.
const BACKGROUND_WAIT: Duration = Duration::from_millis(200);

/// The guest's game, from entering the full screen to leaving it; returns the exit status
/// their `ssh` ends with.
#[allow(clippy::too_many_arguments)]
pub(super) fn run_guest(
    shared: &Shared,
    output: Output,
    size: Arc<TerminalSize>,
    mut events: GuestEvents,
    waker: super::input::Waker,
    handle: &Handle,
    (admission, taken_over): (&Admission, &std::sync::atomic::AtomicBool),
    tty: Tty,
    peer: SocketAddr,
) -> u32 {
    let mut out = output.twin();
    let plain = tty.plain;
    // The guest's background is asked for (OSC 11) with the screen set up, and their
    // colours chosen by its answer, as a local terminal's are (not in plain mode: not
    // one escape sequence).
    let entered = match plain {
        true => Ok(()),
        false => queue!(out, EnterAlternateScreen, EnableMouseCapture, Hide)
            .and_then(|()| out.write_all(b"\x1b]11;?\x1b\\"))
            .and_then(|()| out.flush()),
    };
    let mut tty = tty;
    if !plain && let Some(rgb) = events.background(BACKGROUND_WAIT) {
        tty.colors.palette = Palette::for_background(rgb);
    }
    let lang = tty.lang.clone();
    let backend = GuestBackend::new(output, size, shared.easels.clone());
    let mut terminal = match entered.and_then(|()| Terminal::new(backend)) {
        Ok(terminal) => terminal,
        Err(_) => return 1,
    };
    // ratatui's buffers are lent for each frame (`draw_lean`, the backend keeping the last
    // frame in a few bytes a cell): not kept from the start, when every guest of a busy
    // server may come at once.
    *terminal.current_buffer_mut() = ratatui::buffer::Buffer::default();
    let played = (shared.play)(Guest {
        terminal: &mut terminal,
        events: &mut events,
        waker,
        handle,
        admission,
        tty,
        peer,
        seats: shared.seats.get().cloned(),
    });
    // Chosen in the lobby, plain mode left the full screen already.
    let plain = plain || out.is_plain();
    let stopping = shared.stopping.load(Ordering::Relaxed);
    // The seat's key took the seat on another connection: told so, not as a quit.
    let played = match taken_over.load(Ordering::Relaxed) {
        true => Err(Exit::TakenOver),
        false => played,
    };
    let why = played.as_ref().err().map(ToString::to_string);
    // Named again: a newcomer may have chosen their name meanwhile.
    let known = shared.known(admission);
    let member = known.as_ref().and_then(|k| k.logged(admission));
    let why = why.as_deref().unwrap_or("they left");
    super::log::left(peer, admission, member, why);
    // A club member's own language, chosen in its lobby, over their ssh's.
    let lang = known
        .and_then(|k| k.language(&shared.catalog))
        .unwrap_or(lang);
    let farewell = farewell(&played, stopping, shared.limits.idle, &lang);
    // Shown now, the cursor needs no showing when the terminal is dropped (ratatui's drop
    // would print to the server's standard error when that fails).
    if !plain {
        let _ = terminal.show_cursor();
    }
    drop(terminal);
    if !plain {
        let _ = queue!(
            out,
            DisableMouseCapture,
            ResetColor,
            LeaveAlternateScreen,
            Show
        );
    }
    if !farewell.is_empty() {
        let _ = out.write_all(in_lines(&farewell).as_bytes());
    }
    let _ = out.flush();
    u32::from(played.is_err())
}

/// The widest line the server writes outside a screen (a farewell, a refusal at the door):
/// plain mode's promise, two rows of a 40-cell braille display, kept by every guest.
const LINE_WIDTH: usize = 80;

/// `text` as lines of at most [`LINE_WIDTH`] columns, each ended for a terminal (`\r\n`).
pub(super) fn in_lines(text: &str) -> String {
    let mut out = String::new();
    for line in crate::tui::words::wrap(text, LINE_WIDTH) {
        out.push_str(&line);
        out.push_str("\r\n");
    }
    out
}

/// What the guest is told as they go, in their language, by how their game ended
/// (`stopping`: the server is stopping; `idle`: the time a guest may type nothing).
fn farewell(played: &Result<(), Exit>, stopping: bool, idle: Duration, lang: &Lang) -> String {
    let idle_minutes = idle.as_secs() / 60;
    let stopped = |why: String| say!(lang, "farewell-stopped", why = why);
    match played {
        Ok(()) if stopping => lang.get("farewell-server-stopped"),
        Ok(()) => String::new(),
        Err(Exit::Idle) => say!(lang, "farewell-idle", minutes = idle_minutes),
        // Unseen, as a rule: the frames that would carry it are the ones not taken.
        Err(Exit::TooSlow) => lang.get("farewell-too-slow"),
        Err(Exit::Flooded) => lang.get("farewell-flooded"),
        Err(Exit::SentOut(why)) => crate::text::printable(why, 200).into_owned(),
        Err(Exit::NotSeated(RoomError::Taken(color))) => {
            let mut args = crate::lang::Args::new();
            crate::lang::rules::set_side(lang, &mut args, "side", *color, "");
            stopped(lang.format("farewell-seat-taken", Some(&args)))
        }
        Err(Exit::NoSeat) => stopped(lang.get("farewell-no-seat")),
        Err(Exit::NoLobby) => stopped(lang.get("farewell-no-lobby")),
        Err(Exit::TakenOver) => lang.get("farewell-taken-over"),
        Err(e) => stopped(crate::text::printable(&e.to_string(), 200).into_owned()),
    }
}

/// Sends the game's frames to the guest as they come, then the exit status, and closes the
/// channel. A client that does not take them in time is cut.
pub(super) async fn send_screen(
    handle: russh::server::Handle,
    channel: ChannelId,
    mut frames: mpsc::Receiver<Vec<u8>>,
    backlog: Arc<Backlog>,
    status: oneshot::Receiver<u32>,
    kill: Arc<Notify>,
) {
    while let Some(frame) = frames.recv().await {
        let n = frame.len();
        if handle.data(channel, frame).await.is_err() {
            return;
        }
        backlog.sent(n);
    }
    let status = status.await.unwrap_or(1);
    let closed = tokio::time::timeout(CLOSE_GRACE, async {
        let _ = handle.exit_status_request(channel, status).await;
        let _ = handle.eof(channel).await;
        let _ = handle.close(channel).await;
    })
    .await;
    if closed.is_err() {
        kill.notify_one();
        return;
    }
    // The client leaves once its channel is closed; one that stays is cut.
    tokio::time::sleep(CLOSE_GRACE).await;
    kill.notify_one();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Color, GameType, Rules};
    use crate::tui::model::Folders;
    use crate::tui::{Depth, Events, Look, Options, Palette, Start};
    use ratatui::backend::TestBackend;
    use ratatui::crossterm::event::Event;

    /// A guest who types nothing: their events say so at once, as [`GuestEvents`] does
    /// once the idle time has passed.
    struct Idle;

    impl Events for Idle {
        fn next(&mut self, _: Duration) -> std::io::Result<Option<Event>> {
            Err(Exit::Idle.into_io())
        }
    }

    #[test]
    fn farewells_and_refusals_come_in_lines_of_80_columns_in_every_language() {
        // A tester's plain guests read farewells of 84 to 109 columns.
        let catalog = crate::lang::Catalog::embedded();
        let ids = [
            "farewell-taken-over",
            "farewell-flooded",
            "farewell-server-stopped",
            "sent-out-closed",
            "sent-out-owner-renewed",
            "sent-out-host-renewed",
            "sent-out-seat-renewed",
            "serving-seat-taken",
        ];
        let mut long = 0;
        for tag in catalog.tags() {
            let lang = catalog.find(tag).unwrap();
            for id in ids {
                let text = lang.get(id);
                long += usize::from(crate::lang::columns::width(&text) > LINE_WIDTH);
                let lines = in_lines(&text);
                for line in lines.split_terminator("\r\n") {
                    let width = crate::lang::columns::width(line);
                    assert!(width <= LINE_WIDTH, "{} {id}: {line:?}", lang.tag());
                }
                let words = |t: &str| t.split_whitespace().map(String::from).collect::<Vec<_>>();
                assert_eq!(words(&lines), words(&text), "{} {id}", lang.tag());
            }
        }
        assert!(
            long > 0,
            "no message longer than a line: the test tests nothing"
        );
    }

    #[test]
    fn the_farewell_says_what_ended_the_game_even_through_the_terminal_game() {
        let dir = tempfile::tempdir().unwrap();
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        let options = Options {
            game_type: GameType::MLP,
            white: "White".into(),
            black: "Black".into(),
            opponent: None,
            ponder: false,
            rules: Rules::default(),
            start: Start::New,
            folders: Folders {
                games: Some(dir.path().to_path_buf()),
                home: None,
            },
            look: Look {
                palette: Palette::Dark,
                depth: Depth::NoColor,
            },
            clock: None,
            lang: crate::lang::Lang::english(),
            study: Default::default(),
        };
        let handle = Handle::default();
        let played = crate::tui::run_on(&mut terminal, &mut Idle, options, &handle)
            .map(|_| ())
            .map_err(Exit::from);
        assert!(matches!(played, Err(Exit::Idle)), "{played:?}");
        let english = Lang::english();
        let ten = Duration::from_secs(600);
        assert_eq!(
            farewell(&played, false, ten, &english),
            "Disconnected: no key pressed for 10 minutes."
        );
        let out = Err(Exit::SentOut("closed\x1b[2J".into()));
        assert_eq!(farewell(&out, false, ten, &english), "closed\\e[2J");
        let taken = Err(Exit::NotSeated(RoomError::Taken(Color::Black)));
        assert_eq!(
            farewell(&taken, false, ten, &english),
            "The game stopped: Black's seat is taken"
        );
        assert_eq!(
            farewell(&Ok(()), true, ten, &english),
            "The host stopped the server; your game is saved."
        );
        assert_eq!(farewell(&Ok(()), false, ten, &english), "");
        // In the guest's language, with the seat's side in its case.
        let czech = crate::lang::Catalog::embedded().find("cs").unwrap();
        let czech_taken = farewell(&taken, false, ten, &czech);
        assert!(czech_taken.contains("černého"), "{czech_taken}");
        let russian = crate::lang::Catalog::embedded().find("ru").unwrap();
        let idle = farewell(&played, false, ten, &russian);
        assert!(
            idle.contains("10 минут") && !idle.contains("minutes"),
            "{idle}"
        );
    }
}
