//! The runtime's threads for long work: a search (which hands its searcher back with its
//! answer), the analysis of a whole game, and the explorer's games library; each reports
//! over a channel, which the runtime polls.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{self, Receiver, Sender};
use std::time::Duration;

use crate::engine::ai::{Level, Limits, Search, SearchResult, TimeBudget};
use crate::engine::analysis::analyze_each;
use crate::record::explorer::Explorer;
use crate::rules::{Game, GameType, Move, Rules};
use crate::tui::model::{Analyzed, Answer, DRAW_TIME, HINT_TIME, Job, LISTED, Msg, REVIEW_TIME};

/// A search running on a worker thread. The worker owns the game's [`Search`] while it
/// runs and hands it back with the answer, so its table outlives the search.
pub(super) struct Worker {
    pub(super) stop: Arc<AtomicBool>,
    pub(super) answer: Receiver<(Search, SearchResult)>,
}

/// How long [`Runtime::stop`](super::effects::Runtime::stop) waits for an abandoned search to hand its searcher back (it
/// answers within about a millisecond of being told to stop).
pub(super) const RECLAIM: Duration = Duration::from_millis(300);

/// The line of play a search was for: a later search on the same line (the game went on,
/// or stepped back) keeps the table; another game clears it.
#[derive(Debug, PartialEq, Eq)]
pub(super) struct Line {
    game_type: GameType,
    rules: Rules,
    moves: Vec<Move>,
}

impl Line {
    pub(super) fn of(game: &Game) -> Line {
        Line {
            game_type: game.game_type(),
            rules: game.position().rules(),
            moves: game.moves().collect(),
        }
    }

    /// Whether `other` goes on from this line or steps back along it.
    pub(super) fn continues(&self, other: &Line) -> bool {
        self.game_type == other.game_type
            && self.rules == other.rules
            && self.moves.iter().zip(&other.moves).all(|(a, b)| a == b)
    }
}

/// The explorer's games, read on a thread of their own: positions asked go in, answers
/// come out.
pub(super) struct Library {
    pub(super) ask: Sender<Box<Game>>,
    pub(super) answers: Receiver<Msg>,
    /// Positions asked and not answered yet.
    pub(super) pending: usize,
}

/// Starts the library's thread over the games folder `dir`: it reads every save there
/// once, then answers each position asked; `no_folder` is what it says without a folder.
pub(super) fn library(
    dir: Option<std::path::PathBuf>,
    own: Option<std::path::PathBuf>,
    no_folder: String,
) -> Library {
    let (ask, asked) = mpsc::channel::<Box<Game>>();
    let (tell, answers) = mpsc::channel();
    std::thread::spawn(move || {
        #[cfg_attr(not(feature = "library"), allow(unused_mut))]
        let mut source = match &dir {
            Some(dir) => Source::open(dir, own.as_deref()),
            None => Err(no_folder),
        };
        let answer = |source: &Result<Source, String>, game: &Game| match source {
            Ok(s) => s.answer(game, own.as_deref()),
            Err(why) => Err(why.clone()),
        };
        for game in asked {
            let key = crate::tui::model::position_key(&game);
            #[cfg_attr(not(feature = "library"), allow(unused_mut))]
            let mut answered = answer(&source, &game);
            // An index that opened but cannot answer (damaged since) gives way to the
            // folder itself, read once: the saves are the truth.
            #[cfg(feature = "library")]
            if answered.is_err()
                && matches!(source, Ok(Source::Index(_)))
                && let Some(dir) = &dir
            {
                source = Explorer::of_folder(dir, own.as_deref()).map(|(e, _)| Source::Folder(e));
                answered = answer(&source, &game);
            }
            if tell
                .send(Msg::Explored {
                    key,
                    answer: answered,
                })
                .is_err()
            {
                break;
            }
        }
    });
    Library {
        ask,
        answers,
        pending: 0,
    }
}

/// Where the explorer's answers come from: the games library's index (one query a
/// position), or, when it cannot be opened, every save of the folder read into memory.
enum Source {
    #[cfg(feature = "library")]
    Index(Box<crate::library::Library>),
    Folder(Explorer),
}

impl Source {
    fn open(dir: &std::path::Path, own: Option<&std::path::Path>) -> Result<Source, String> {
        #[cfg(feature = "library")]
        if let Ok(lib) = crate::library::Library::open_quick(dir) {
            return Ok(Source::Index(Box::new(lib)));
        }
        Explorer::of_folder(dir, own).map(|(e, _)| Source::Folder(e))
    }

    fn answer(&self, game: &Game, own: Option<&std::path::Path>) -> Result<Answer, String> {
        // Only the index leaves out the game being played; a folder's explorer did so as it
        // was read.
        #[cfg(not(feature = "library"))]
        let _ = own;
        match self {
            #[cfg(feature = "library")]
            Source::Index(lib) => {
                let explored = lib.explore(game, own, LISTED).map_err(|e| e.to_string())?;
                let mut total = lib.len().map_err(|e| e.to_string())?;
                // The game being played is in the index but not counted.
                if let Some(name) = own.and_then(|p| p.file_name()).and_then(|n| n.to_str())
                    && lib.contains(crate::library::game_id(name)).unwrap_or(false)
                {
                    total = total.saturating_sub(1);
                }
                Ok(Answer {
                    reached: explored.reached,
                    total: u32::try_from(total).unwrap_or(u32::MAX),
                    games: explored.listed,
                })
            }
            Source::Folder(e) => {
                let reached = e.at(game);
                let games = reached
                    .games
                    .iter()
                    .take(LISTED)
                    .filter_map(|&id| e.game(id).cloned())
                    .collect();
                Ok(Answer {
                    reached,
                    total: e.len(),
                    games,
                })
            }
        }
    }
}

/// An analysis of every ply running on a thread of its own, reporting each ply judged.
pub(super) struct Analyzer {
    pub(super) stop: Arc<AtomicBool>,
    pub(super) news: Receiver<Analyzed>,
}

/// Starts the analysis of every ply of `game` on a new thread, each position searched
/// within `limits`.
pub(super) fn analyze(game: Game, limits: Limits) -> Analyzer {
    let stop = Arc::new(AtomicBool::new(false));
    let (tx, rx) = mpsc::channel();
    let flag = Arc::clone(&stop);
    std::thread::spawn(move || {
        // The position each ply was played in, for its key.
        let mut replay = Game::with_rules(game.game_type(), game.position().rules());
        // One thread: the player may be playing on while it runs.
        analyze_each(&game, limits, 1, &flag, |done, total, review| {
            let ply = review.map(|r| {
                let key = (replay.position().hash(), replay.moves().len());
                let _ = replay.play_str(&r.played);
                (key, r)
            });
            // The receiver is gone when the analysis was stopped; the flag ends it soon.
            let _ = tx.send(Analyzed { done, total, ply });
        });
    });
    Analyzer { stop, news: rx }
}

/// Starts a search of `position` (with the `game` that led to it, when known) for `job` on
/// a new thread, with `search`, which the thread hands back with its answer.
pub(super) fn spawn(
    mut search: Search,
    position: crate::rules::Position,
    game: Option<Game>,
    job: Job,
    budget: Option<TimeBudget>,
) -> Worker {
    let stop = Arc::new(AtomicBool::new(false));
    let (tx, rx) = mpsc::channel();
    let flag = Arc::clone(&stop);
    // On the clock, a search without the game's history (which the search's own clock
    // limits need) is told to answer with its best move so far when its hard limit is up,
    // as `n` tells it. The timer ends early, setting nothing, when the search answers first.
    let (done, finished) = mpsc::channel::<()>();
    if let (Some(budget), None) = (budget, &game) {
        let flag = Arc::clone(&stop);
        std::thread::spawn(move || {
            if finished.recv_timeout(budget.hard) == Err(mpsc::RecvTimeoutError::Timeout) {
                flag.store(true, Ordering::Relaxed);
            }
        });
    }
    // The player waits for a move, a hint or a review verdict: every core works on it.
    // Pondering runs while the player thinks, and the weak levels search a fixed depth.
    let threads = match job {
        Job::Ponder => 1,
        Job::Move(level) if level < Level::Strong => 1,
        _ => std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get),
    };
    search.set_threads(threads);
    std::thread::spawn(move || {
        let result = match (job, &game) {
            (Job::Hint, Some(game)) => search.run_game(game, Limits::time(HINT_TIME), &flag),
            (Job::Hint, None) => search.run(&position, Limits::time(HINT_TIME), &flag),
            // Review judges the position: a forced pass is searched through for its score.
            (Job::Review, Some(game)) => {
                search.run_game(game, Limits::time(REVIEW_TIME).judging(), &flag)
            }
            (Job::Review, None) => {
                search.run(&position, Limits::time(REVIEW_TIME).judging(), &flag)
            }
            // A draw offer is weighed by the score of a search of the position offered in.
            (Job::Draw, Some(game)) => {
                search.run_game(game, Limits::time(DRAW_TIME).judging(), &flag)
            }
            (Job::Draw, None) => search.run(&position, Limits::time(DRAW_TIME).judging(), &flag),
            // Until the player moves (or the search has nothing left to find).
            (Job::Ponder, Some(game)) => search.run_game(game, Limits::default(), &flag),
            (Job::Ponder, None) => search.run(&position, Limits::default(), &flag),
            (Job::Move(level), Some(game)) => match budget {
                // The time manager's target and hard limit, the level's caps kept within.
                Some(budget) => level.pick_on_clock(&mut search, game, budget, &flag),
                None => level.pick_in_game(&mut search, game, &flag),
            },
            (Job::Move(level), None) => level.pick_with(&mut search, &position, &flag),
        };
        // The receiver may be gone (the game ended); nothing to report then.
        let _ = tx.send((search, result));
        drop(done);
    });
    Worker { stop, answer: rx }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_continues_forward_and_back_but_not_into_a_branch() {
        let mut game = Game::new(GameType::BASE);
        for m in ["wS1", "bS1 wS1-", "wQ -wS1"] {
            game.play_str(m).unwrap();
        }
        let line = Line::of(&game);
        let mut back = game.clone();
        back.undo();
        assert!(line.continues(&Line::of(&back)));
        let mut on = game.clone();
        on.play_str("bQ bS1-").unwrap();
        assert!(line.continues(&Line::of(&on)));
        back.play_str("wA1 -wS1").unwrap();
        assert!(!line.continues(&Line::of(&back)));
        assert!(!line.continues(&Line::of(&Game::new(GameType::MLP))));
    }
}

#[cfg(all(test, feature = "library"))]
mod library_tests {
    use std::time::Duration;

    use super::*;
    use crate::record::{Record, json};
    use crate::rules::GameType;

    #[test]
    fn an_index_that_cannot_answer_gives_way_to_the_folder() {
        let dir = tempfile::tempdir().unwrap();
        for (i, first) in ["wS1", "wG1"].iter().enumerate() {
            let mut game = Game::new(GameType::MLP);
            game.play_str(first).unwrap();
            let record = Record::from_game(&game, format!("white {i}"), "black", None);
            std::fs::write(dir.path().join(format!("g{i}.json")), json::write(&record)).unwrap();
        }
        // The index is made, then damaged where only the explorer looks: its positions
        // are not a table any more (opening it still works).
        drop(crate::library::Library::open(dir.path()).unwrap());
        let conn = rusqlite::Connection::open(dir.path().join(crate::library::INDEX_FILE)).unwrap();
        conn.execute_batch("DROP TABLE positions; CREATE VIEW positions AS SELECT 1 AS broken;")
            .unwrap();
        drop(conn);
        assert!(crate::library::Library::open_quick(dir.path()).is_ok());

        let library = library(Some(dir.path().to_path_buf()), None, String::new());
        library
            .ask
            .send(Box::new(Game::new(GameType::MLP)))
            .unwrap();
        let Ok(Msg::Explored { answer, .. }) =
            library.answers.recv_timeout(Duration::from_secs(20))
        else {
            panic!("no answer");
        };
        let answer = answer.expect("the folder answers");
        assert_eq!(answer.total, 2);
        assert_eq!(answer.reached.games.len(), 2);
        assert_eq!(answer.reached.next.len(), 2);
    }
}

/// The puzzles' judge on a thread of its own (an exhaustive search may take a while):
/// moves to judge go in, verdicts come out as [`Msg::PuzzleJudged`].
pub(super) struct Judge {
    pub(super) ask: Sender<crate::tui::model::PuzzleAsk>,
    pub(super) answers: Receiver<Msg>,
    /// Moves asked and not answered yet.
    pub(super) pending: usize,
    /// Set when the screen lets the judge go: a search waiting its turn is not wanted.
    gone: Arc<AtomicBool>,
}

impl Drop for Judge {
    fn drop(&mut self) {
        self.gone.store(true, Ordering::Relaxed);
    }
}

/// Starts the judge's thread, with one prover for all its searches, each waiting its turn
/// in `turns` when given (a server's search queue).
pub(super) fn judge(turns: Option<Arc<dyn super::study::Turns>>) -> Judge {
    let (ask, asked) = mpsc::channel::<crate::tui::model::PuzzleAsk>();
    let (tell, answers) = mpsc::channel();
    let gone = Arc::new(AtomicBool::new(false));
    let left = gone.clone();
    std::thread::spawn(move || {
        let mut prover = crate::engine::puzzles::Prover::new();
        for question in asked {
            let turn = match &turns {
                Some(turns) => match turns.take(&|| !left.load(Ordering::Relaxed)) {
                    Some(turn) => Some(turn),
                    None => break,
                },
                None => None,
            };
            let verdict = question.answer(&mut prover);
            drop(turn);
            if tell.send(Msg::PuzzleJudged(question, verdict)).is_err() {
                break;
            }
        }
    });
    Judge {
        ask,
        answers,
        pending: 0,
        gone,
    }
}
