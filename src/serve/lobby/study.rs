//! Lessons and puzzles from the lobby: a member opens the lessons menu (`L`, or `learn` in
//! the plain lobby), whose last row opens the puzzles, on the same screen as their games.
//! A club member's lessons done and puzzle ratings are kept in the club's database
//! ([`crate::club::study`]); the puzzles' judge waits its turn in the server's search
//! queue with the computer's searches, so lessons never slow a game.

use std::sync::Arc;

use super::member::Member;
use crate::club::MemberId;
use crate::engine::puzzles::rating::Ratings;
use crate::learn::{Notebook, NotebookError, Progress};
use crate::serve::desk::Desk;
use crate::serve::exit::Exit;
use crate::serve::guest::Guest;
use crate::tui::model::Folders;
use crate::tui::{Options, Start, Study, Turns};

/// A member's notebook in the club's database.
struct ClubNotebook {
    desk: Desk,
    member: MemberId,
}

impl ClubNotebook {
    fn told(error: crate::club::ClubError) -> NotebookError {
        // The host's log has the file; the member is told what failed.
        super::super::log::club_error("a member's lessons or puzzles", &error);
        NotebookError::Elsewhere(error.to_string())
    }
}

impl Notebook for ClubNotebook {
    fn lessons(&self) -> Result<Progress, NotebookError> {
        self.desk.club().lessons(self.member).map_err(Self::told)
    }

    fn keep_lessons(&self, progress: &Progress) -> Result<(), NotebookError> {
        let mut club = self.desk.club();
        club.keep_lessons(self.member, progress).map_err(Self::told)
    }

    fn ratings(&self) -> Result<Ratings, NotebookError> {
        self.desk
            .club()
            .puzzle_ratings(self.member)
            .map_err(Self::told)
    }

    fn keep_ratings(&self, ratings: &Ratings) -> Result<(), NotebookError> {
        let mut club = self.desk.club();
        club.keep_puzzle_ratings(self.member, ratings)
            .map_err(Self::told)
    }
}

/// A learner's screen from `start` (the lessons or the puzzles), in `tty`'s colours and
/// language, their work kept and their searches queued as `study` says.
fn options(start: Start, tty: &crate::serve::guest::Tty, study: Study) -> Options {
    Options {
        game_type: crate::rules::GameType::MLP,
        white: String::new(),
        black: String::new(),
        opponent: None,
        ponder: false,
        rules: crate::rules::Rules::default(),
        start,
        // A guest names no file on the host.
        folders: Folders {
            games: None,
            home: None,
        },
        look: tty.colors,
        clock: None,
        lang: tty.lang.clone(),
        study,
    }
}

/// What a member's lessons are given: the club's database (nothing kept for a key
/// outside a club) and the server's search queue.
pub(super) fn study(member: &Member<'_>) -> Study {
    let notebook = member.club.map(|(desk, m)| {
        Arc::new(ClubNotebook {
            desk: desk.clone(),
            member: m.id,
        }) as Arc<dyn Notebook>
    });
    let turns = member
        .settings
        .computers
        .as_ref()
        .map(|computers| Arc::new(computers.searches().clone()) as Arc<dyn Turns>);
    Study { notebook, turns }
}

/// The lessons menu for `member` on their screen (plain mode in plain mode) until they
/// leave it.
pub(super) fn learn(guest: Guest<'_>, member: &Member<'_>) -> Result<(), Exit> {
    let options = options(Start::Lessons(None), &guest.tty, study(member));
    match guest.tty.plain {
        true => crate::serve::plain::play(guest.terminal, guest.events, options, guest.handle)?,
        false => crate::tui::run_on(guest.terminal, guest.events, options, guest.handle)?,
    };
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::sync::mpsc;
    use std::time::{Duration, Instant};

    use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

    use super::*;
    use crate::club::Club;
    use crate::engine::puzzles::set::built_in;
    use crate::serve::Searches;
    use crate::tui::model::{PuzzleMode, PuzzleRun};

    /// Waits up to 30 s for `done`.
    fn wait_for(what: &str, done: impl Fn() -> bool) {
        let until = Instant::now() + Duration::from_secs(30);
        while !done() {
            assert!(Instant::now() < until, "{what}: not within 30 s");
            std::thread::sleep(Duration::from_millis(10));
        }
    }

    #[test]
    fn a_members_puzzle_is_judged_in_the_servers_queue_and_rated_in_the_club() {
        // A seed whose first rated puzzle is a win in one move: one typed move solves it.
        let (seed, i) = (0..1000u64)
            .find_map(|seed| {
                let mut run = PuzzleRun::new(PuzzleMode::Rated, Ratings::default(), false, seed);
                let i = run.next(None)?;
                (built_in()[i].solution.len() == 1).then_some((seed, i))
            })
            .unwrap();
        let puzzle = &built_in()[i];
        let dir = tempfile::tempdir().unwrap();
        let mut club = Club::open(dir.path()).unwrap();
        let address = "192.0.2.1".parse().unwrap();
        let ann = club
            .sign_up("SHA256:a", "ann", address, 5, 0)
            .unwrap()
            .unwrap();
        let desk = Desk::new(club, false, 3);
        // The server's one search slot is taken (the computer thinking at a table).
        let searches = Searches::new(1);
        let held = searches.ticket().wait(Duration::ZERO).unwrap();
        let study = Study {
            notebook: Some(Arc::new(ClubNotebook {
                desk: desk.clone(),
                member: ann.id,
            })),
            turns: Some(Arc::new(searches.clone())),
        };
        let start = Start::Puzzles {
            mode: PuzzleMode::Rated,
            seed,
        };
        let options = options(start, &crate::serve::guest::Tty::of_term("xterm"), study);
        let (send, mut receive) = mpsc::channel();
        let screen = std::thread::spawn(move || {
            let mut terminal =
                ratatui::Terminal::new(ratatui::backend::TestBackend::new(80, 24)).unwrap();
            let handle = crate::tui::Handle::default();
            crate::tui::run_on(&mut terminal, &mut receive, options, &handle).unwrap()
        });
        let key = |code| Event::Key(KeyEvent::new(code, KeyModifiers::NONE));
        send.send(key(KeyCode::Char(':'))).unwrap();
        for c in puzzle.solution[0].chars() {
            send.send(key(KeyCode::Char(c))).unwrap();
        }
        send.send(key(KeyCode::Enter)).unwrap();
        // The judge waits behind the search: nothing is rated yet.
        wait_for("the judge in the queue", || searches.load() == (1, 1));
        std::thread::sleep(Duration::from_millis(100));
        assert_eq!(
            desk.club().puzzle_ratings(ann.id).unwrap(),
            Ratings::default()
        );
        // The slot frees: the judge takes it, and the solve is rated in the club.
        drop(held);
        wait_for("the ratings kept", || {
            desk.club().puzzle_ratings(ann.id).unwrap().solved == [puzzle.id.clone()]
        });
        assert_eq!(searches.load(), (0, 0));
        send.send(key(KeyCode::Char('q'))).unwrap();
        screen.join().unwrap();
        let ratings = desk.club().puzzle_ratings(ann.id).unwrap();
        assert!(ratings.player.rating > 1500.0, "{ratings:?}");
    }
}
