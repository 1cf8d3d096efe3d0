//! A guest's game stepped on a task among the server's few seat threads, rather than run
//! on the guest's own thread: that thread only waits for the game to end. A thread of its
//! own for each of a busy server's thousands of screens costs a context switch for every
//! frame and wake, and each thread's allocator cache; a task costs neither.

use std::io;
use std::sync::Arc;
use std::time::{Duration, Instant};

use ratatui::Terminal;
use ratatui::backend::Backend;
use tokio::sync::Notify;

use super::exit::Exit;
use super::input::GuestEvents;
use super::output::GuestBackend;
use crate::tui::{Ended, Events, Handle, Options, Stepped};

/// How soon a frame held back for a full queue is flushed again.
const FLUSH_AGAIN: Duration = Duration::from_millis(5);

/// Plays the game on `terminal`, reading `events`, as a task on `seats`; the calling
/// thread waits for it to end, and gets its terminal and events back then.
pub(crate) fn play(
    seats: &tokio::runtime::Handle,
    terminal: &mut Terminal<GuestBackend>,
    events: &mut GuestEvents,
    options: Options,
    handle: &Handle,
) -> io::Result<Ended> {
    // Lent to the task whole (a task cannot borrow from this thread): what stays behind
    // in their place is never drawn on nor read.
    let lent_terminal = std::mem::replace(terminal, GuestBackend::detached_terminal()?);
    let lent_events = std::mem::replace(events, GuestEvents::detached());
    let (done, ended) = std::sync::mpsc::sync_channel(1);
    let handle = handle.clone();
    seats.spawn(async move {
        let _ = done.send(run(lent_terminal, lent_events, options, handle).await);
    });
    match ended.recv() {
        Ok((back, events_back, ended)) => {
            *terminal = back;
            *events = events_back;
            ended
        }
        // The seat threads stopped (the server is ending) with the task unfinished.
        Err(_) => Err(Exit::Gone.into_io()),
    }
}

/// The game's turns, until it ends: each drawn, then its events awaited (or its wake, or
/// its next due time).
async fn run(
    mut terminal: Terminal<GuestBackend>,
    mut events: GuestEvents,
    options: Options,
    handle: Handle,
) -> (Terminal<GuestBackend>, GuestEvents, io::Result<Ended>) {
    terminal.backend_mut().stepped(true);
    let ended = match terminal.size() {
        Ok(size) => {
            let mut game = Stepped::begin(size, events.waker(), options, &handle);
            let bell = events.bell();
            let looped = turns(&mut game, &mut terminal, &mut events, &bell).await;
            game.end(looped)
        }
        Err(error) => Err(error),
    };
    // Back on the guest's thread, a full queue is waited for again.
    terminal.backend_mut().stepped(false);
    if terminal.backend().holds_frame() {
        let _ = Backend::flush(terminal.backend_mut());
    }
    (terminal, events, ended)
}

async fn turns(
    game: &mut Stepped,
    terminal: &mut Terminal<GuestBackend>,
    events: &mut GuestEvents,
    bell: &Arc<Notify>,
) -> io::Result<()> {
    while let Some(wait) = game.prepare(terminal)? {
        let mut event = events.next(Duration::ZERO)?;
        if event.is_none() {
            let now = Instant::now();
            let mut until = now + wait;
            if let Some(due) = events.due() {
                until = until.min(due);
            }
            if terminal.backend().holds_frame() {
                until = until.min(now + FLUSH_AGAIN);
            }
            tokio::select! {
                () = bell.notified() => {}
                () = tokio::time::sleep_until(until.into()) => {}
            }
            if terminal.backend().holds_frame() {
                Backend::flush(terminal.backend_mut())?;
            }
            event = events.next(Duration::ZERO)?;
        }
        game.take(event);
    }
    Ok(())
}
