//! The runtime's `init`: how a game starts ([`Options`], [`Start`], [`ClockStart`]) and the
//! model it starts with, for a run and for a game the games screen opens in place of
//! another.

use std::time::{Duration, Instant};

use super::disk::Disk;
use super::study::Study;
use crate::clock::TimeControl;
use crate::engine::ai::Opponent;
use crate::record::{self, Record};
use crate::room::{self, Seat};
use crate::rules::{Color, Game, GameType};
use crate::tui::colors::Look;
use crate::tui::model::{App, Autosave, Effect, Folders, Link, Source, Timing};

/// How to start a game.
#[derive(Debug)]
pub struct Options {
    /// Which expansion pieces a new game has (a game in `start` brings its own).
    pub game_type: GameType,
    /// White's name.
    pub white: String,
    /// Black's name.
    pub black: String,
    /// Play against the computer.
    pub opponent: Option<Opponent>,
    /// Against the computer: it thinks on the player's time too (`t` switches it).
    pub ponder: bool,
    /// The rules a new game is played under (a game in `start` brings its own).
    pub rules: crate::rules::Rules,
    /// What to open.
    pub start: Start,
    /// Where new games are saved and typed file names are read against
    /// ([`Folders::of_user`] for the player's own).
    pub folders: Folders,
    /// The colours: the background they are for (the binary asks the terminal, or the
    /// player says with `--theme`) and how many the terminal shows (the binary reads
    /// `COLORTERM` and `TERM`), or none, for a terminal without them or a player who set
    /// `NO_COLOR` (shapes and reverse video only).
    pub look: Look,
    /// The clock the game is played with (`None`: no clock); a game in `start` goes on
    /// with the times it was saved with.
    pub clock: Option<ClockStart>,
    /// The language the player reads (the binary chooses it: `--lang`, their saved
    /// choice, the environment).
    pub lang: crate::lang::Lang,
    /// Where the lessons done and the puzzle ratings are kept, and where the puzzles'
    /// judge waits its turn (by default the data folder, and at once).
    pub study: Study,
}

impl Options {
    /// A seat in a shared game's room: the game, its rules and its clock are the room's;
    /// `folders`, and the terminal's colours, the screen's own.
    pub fn shared(
        member: room::Membership,
        folders: Folders,
        look: Look,
        lang: crate::lang::Lang,
    ) -> Options {
        Options {
            game_type: member.game.game_type(),
            white: String::new(),
            black: String::new(),
            opponent: None,
            ponder: false,
            rules: member.game.position().rules(),
            start: Start::Shared(Box::new(member)),
            folders,
            look,
            clock: None,
            lang,
            study: Study::default(),
        }
    }
}

/// A game's clock as it starts: a new game's control, or a saved game's times.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockStart {
    /// The time control.
    pub control: TimeControl,
    /// Each side's time left (White, Black) when the game was left; `None`: as the plies'
    /// times say, or the control's start.
    pub left: Option<[Duration; 2]>,
    /// The mover's time left after each ply of the game's line, where known.
    pub plies: Vec<Option<Duration>>,
    /// The side that ran out of time, in a game lost on time.
    pub flagged: Option<Color>,
}

impl ClockStart {
    /// A new game's clock under `control`.
    pub fn new(control: TimeControl) -> ClockStart {
        ClockStart {
            control,
            left: None,
            plies: Vec::new(),
            flagged: None,
        }
    }

    /// The clock `record` was saved with, if it has one.
    pub fn of_record(record: &Record) -> Option<ClockStart> {
        let saved = record.clock?;
        let flagged = match record.result.ending {
            Some(record::Ending::TimedOut(c)) => Some(c),
            _ => None,
        };
        Some(ClockStart {
            control: saved.control,
            left: saved.left,
            plies: record.moves.iter().map(|m| m.left).collect(),
            flagged,
        })
    }

    /// The model's clock for a game standing at `ply`, its time line starting at `origin`.
    pub fn timing(self, ply: usize, origin: Instant) -> Timing {
        let mut timing = Timing::new(self.control, origin);
        timing.left = self.plies;
        timing.set_to_ply(ply);
        if let Some([white, black]) = self.left {
            timing.clock = crate::clock::Clock::with_left(self.control, white, black);
        }
        timing.flagged = self.flagged.map(|c| (c, ply));
        timing
    }
}

/// What the game screen opens with.
#[derive(Debug)]
pub enum Start {
    /// A new game, autosaved to a new file.
    New,
    /// A game to continue, autosaved to `autosave` (a new file when `None`).
    Continue {
        /// The game so far.
        game: Box<Game>,
        /// The save file to keep writing, with its record.
        autosave: Option<Box<Autosave>>,
    },
    /// A recorded game opened at its first ply in review mode; playing on from any ply
    /// starts a new autosave file, so the recorded one is never changed.
    Review {
        /// The recorded game, all its moves played.
        game: Box<Game>,
        /// The file it was read from: a game played on from it names it as its parent.
        source: Option<std::path::PathBuf>,
        /// When each move was played, where the file says (copied into a game played on).
        stamps: Vec<Option<crate::record::Stamp>>,
    },
    /// A seat in a shared game: the room holds and saves the game; this screen proposes
    /// its player's moves and shows what the room says.
    Shared(Box<room::Membership>),
    /// The lessons (`hive learn`): the menu, or the lesson at this index of
    /// [`crate::learn::LESSONS`]; nothing is saved but the lessons done.
    Lessons(Option<usize>),
    /// The puzzles (`hive puzzles`) of a mode, `seed` varying which come; nothing is saved
    /// but the ratings, in the data folder.
    Puzzles {
        /// Rated, one theme, or a streak.
        mode: crate::tui::model::PuzzleMode,
        /// Varies which of the puzzles near the player's rating come.
        seed: u64,
    },
}

/// Opens the puzzles of `mode` on `app`, with the ratings kept in `notebook` (ratings that
/// do not read are left alone: they are then not kept, and it says so).
pub(super) fn start_puzzles(
    app: &mut App,
    mode: crate::tui::model::PuzzleMode,
    seed: u64,
    notebook: Option<&dyn crate::learn::Notebook>,
) {
    use crate::engine::puzzles::rating::Ratings;
    let (ratings, kept, failed) = match notebook.map(|book| book.ratings()) {
        Some(Ok(ratings)) => (ratings, true, None),
        Some(Err(e)) => (Ratings::default(), false, Some(e.to_string())),
        None => (Ratings::default(), false, None),
    };
    let run = crate::tui::model::PuzzleRun::new(mode, ratings, kept, seed);
    app.start_puzzles(run);
    if let Some(why) = failed {
        let why = crate::text::printable(&why, 160).into_owned();
        let text = crate::say!(app.screen.lang, "puzzles-ratings-not-read", why = why);
        app.warn(text);
    }
}

/// The model for `options`, with its opening message (and its autosave file, for a game
/// continued from a file that is not ours): the runtime's `init`. Returns the effects the
/// model asked for on the way.
pub(super) fn start(
    options: Options,
    disk: &Disk,
) -> (App, Vec<Effect>, Option<Box<room::Membership>>) {
    let mut effects = Vec::new();
    let mut shared = None;
    let mut app = App::new(options.game_type, options.white, options.black);
    let notebook = options.study.notebook(options.folders.games.as_deref());
    app.saving.folders = options.folders;
    app.screen.look = options.look;
    app.screen.lang = options.lang;
    app.welcome();
    app.session.game = Game::with_rules(options.game_type, options.rules);
    app.session.opponent = options.opponent;
    app.computer.ponder = options.ponder;
    // The lessons done, from the notebook (none yet when it cannot be read).
    if let Some(book) = &notebook {
        app.learning.progress = book.lessons().unwrap_or_default();
    }
    match options.start {
        Start::New => {
            effects.extend(disk.autosave_new(&mut app));
            // Between people at one keyboard, a new game says where the lessons are.
            if app.session.opponent.is_none()
                && let Some((text, _)) = &app.screen.message
            {
                let text = format!("{text} {}", app.screen.lang.get("learn-welcome"));
                app.info(text);
            }
        }
        Start::Lessons(lesson) => {
            app.learning.only = true;
            match lesson {
                Some(i) => app.start_exercise(crate::tui::model::ExerciseSource::Lesson(i)),
                None => app.open_lessons(crate::tui::model::Mode::Play),
            }
        }
        Start::Puzzles { mode, seed } => start_puzzles(&mut app, mode, seed, notebook.as_deref()),
        Start::Continue { game, autosave } => {
            app.session.game = *game;
            app.focus.cursor = app
                .session
                .game
                .last_move()
                .and_then(|(m, _)| m.to())
                .unwrap_or(app.focus.cursor);
            match autosave {
                Some(a) => {
                    // Moves taken back before the game was left can be played again.
                    let mut ahead = app.session.game.clone();
                    for text in a.record.move_strings().skip(app.session.game.moves().len()) {
                        match ahead.play_str(text) {
                            Ok(mv) => app.session.redo.insert(0, mv),
                            Err(_) => break,
                        }
                    }
                    app.saving.autosave = Some(*a);
                    disk.hold_own(&app);
                }
                None => {
                    effects.extend(disk.autosave_new(&mut app));
                    effects.extend(disk.write_autosave(&mut app));
                }
            }
            let to_move = app.session.game.position().to_move();
            // Plies, as a game record counts them: one for each move of either side.
            let count = app.session.game.moves().len();
            let text = if app.session.is_over() {
                let id = if app.session.game.ending().is_some() {
                    "dialogs-opened-over-ending"
                } else {
                    "dialogs-opened-over"
                };
                crate::say!(app.screen.lang, id, count = count)
            } else {
                let mut args = app.named_args("side", to_move);
                args.set("count", crate::lang::arg(count));
                app.screen.lang.format("dialogs-opened", Some(&args))
            };
            app.info(text);
        }
        Start::Review {
            game,
            source,
            stamps,
        } => {
            app.saving.branch_of = source.map(|path| Source {
                path,
                moves: game.move_strings().map(str::to_string).collect(),
                stamps,
            });
            app.review_from_start(*game);
            app.saving.autosave_branches = true;
            // A record is not the player's own game: `N` starts a plain one.
            app.session.own = Some(crate::tui::model::OwnGame::plain());
        }
        Start::Shared(member) => {
            app.session.game = member.game.clone();
            app.session.names = member.names.clone();
            app.session.opponent = None;
            app.session.place = room::Place::Shared(member.seat);
            app.session.link = Link {
                here: member.here,
                invitations: member.invitations.clone(),
                host_key: member.host_key.clone(),
                sent_out: None,
                talk: Default::default(),
                claims: member.claims,
                abandoned: member.abandoned,
                against_computer: member.room().computer().is_some(),
            };
            app.focus.cursor = app
                .session
                .game
                .last_move()
                .and_then(|(m, _)| m.to())
                .unwrap_or_default();
            // The room's clock, which runs as it says (`options.clock` is not for a seat).
            let ply = app.session.game.moves().len();
            app.session.clock = member
                .clock
                .as_ref()
                .map(|c| crate::tui::model::Timing::of_room(c, ply));
            let text = match member.seat {
                // A game that ended while this player was away: over (its result follows,
                // on the status line or in plain words), not whose move it was.
                Seat::Player(color) if app.session.is_over() => {
                    let mut args = crate::lang::Args::new();
                    crate::lang::rules::set_side(&app.screen.lang, &mut args, "side", color, "");
                    app.screen
                        .lang
                        .format("dialogs-shared-seat-over", Some(&args))
                }
                Seat::Player(color) => {
                    let to_move = app.session.game.position().to_move();
                    let mut args = app.named_args("to_move", to_move);
                    crate::lang::rules::set_side(&app.screen.lang, &mut args, "side", color, "");
                    app.screen.lang.format("dialogs-shared-seat", Some(&args))
                }
                Seat::Watcher => app.screen.lang.get("dialogs-shared-watcher"),
            };
            app.info(text);
            // A draw offer made before this screen came still stands: asked or told.
            if let Some(by) = member.offer {
                app.offer_standing(by);
            }
            shared = Some(member);
        }
    }
    // A game this screen decides keeps its own clock; a shared one has its room's.
    if app.may(room::Act::HoldRoom)
        && let Some(clock) = options.clock
    {
        // Where the game stands: in review, where it ended (review opens at its start).
        let ply = match app.mode {
            crate::tui::model::Mode::Review { .. } => app.autoplay.back_to,
            _ => app.session.game.moves().len(),
        };
        app.session.clock = Some(clock.timing(ply, app.screen.now));
    }
    (app, effects, shared)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn opened(game: &str) -> String {
        let rules = crate::rules::Rules {
            opening: crate::rules::Opening::Rulebook,
            repetition: false,
        };
        opened_game(Game::parse_with_rules(game, rules).unwrap())
    }

    fn opened_game(game: Game) -> String {
        opened_in(game, crate::lang::Lang::english())
    }

    /// The message a game continued from its file opens with, in `lang`.
    fn opened_in(game: Game, lang: crate::lang::Lang) -> String {
        let record = crate::record::Record::from_game(&game, "Ann", "Bob", None);
        let dir = std::env::temp_dir().join("hive-unused-autosave.json");
        let (app, _, _) = start(
            Options {
                game_type: game.game_type(),
                white: "Ann".into(),
                black: "Bob".into(),
                opponent: None,
                ponder: false,
                rules: game.position().rules(),
                start: Start::Continue {
                    game: Box::new(game),
                    autosave: Some(Box::new(Autosave::new(dir, record))),
                },
                folders: Folders::default(),
                look: Look {
                    palette: crate::tui::colors::Palette::Dark,
                    depth: crate::tui::colors::Depth::NoColor,
                },
                clock: None,
                lang,
                study: Study::default(),
            },
            &Disk::default(),
        );
        app.screen.message.clone().unwrap().0
    }

    fn options(start: Start, lang: crate::lang::Lang) -> Options {
        Options {
            game_type: GameType::MLP,
            white: "White".into(),
            black: "Black".into(),
            opponent: None,
            ponder: false,
            rules: crate::rules::Rules::default(),
            start,
            folders: Folders::default(),
            look: Look::default(),
            clock: None,
            lang,
            study: Study::default(),
        }
    }

    #[test]
    fn a_new_game_between_people_says_which_key_opens_the_lessons() {
        let catalog = crate::lang::Catalog::embedded();
        let data = tempfile::Builder::new().prefix("learn-").tempdir().unwrap();
        for tag in ["en", "ru", "pl", "cs", "es"] {
            let lang = catalog.find(tag).unwrap();
            let mut new = options(Start::New, lang.clone());
            new.folders.games = Some(data.path().join("games"));
            let (app, _, _) = start(new, &Disk::default());
            let message = app.screen.message.clone().unwrap().0;
            let welcome = crate::say!(lang, "welcome", letters = "Q S B G A M L P");
            assert_eq!(message, format!("{welcome} {}", lang.get("learn-welcome")));
            assert!(message.contains("F3"), "{tag}: {message}");
        }
    }

    #[test]
    fn hive_learn_opens_the_menu_or_the_lesson_asked_for() {
        use crate::learn::Exercise as _;
        let english = crate::lang::Lang::english();
        let (app, _, _) = start(
            options(Start::Lessons(None), english.clone()),
            &Disk::default(),
        );
        assert!(matches!(app.mode, crate::tui::model::Mode::Lessons { .. }));
        assert!(app.learning.only && app.learning.exercise.is_none());
        let (app, _, _) = start(options(Start::Lessons(Some(4)), english), &Disk::default());
        let exercise = app.learning.exercise.unwrap();
        assert_eq!(
            exercise.source,
            crate::tui::model::ExerciseSource::Lesson(4)
        );
        assert_eq!(
            app.session.game.to_string(),
            crate::learn::LESSONS[4].start().unwrap().to_string()
        );
        assert!(app.saving.autosave.is_none());
    }

    #[test]
    fn a_finished_game_is_opened_as_finished_not_continued() {
        // Resigned: `u` withdraws the resignation, and says so (a tester was told it takes
        // back a move).
        let mut resigned = Game::parse("Base;InProgress;White[2];wS1;bS1 wS1-").unwrap();
        resigned.resign(crate::rules::Color::White).unwrap();
        assert_eq!(
            opened_game(resigned),
            "A finished game of 2 plies: r reviews it, u withdraws the ending."
        );
        assert_eq!(
            opened("Base;InProgress;White[2];wS1;bS1 wS1-"),
            "Continuing a game of 2 plies. White (Ann) to move."
        );
        // The Black Queen surrounded (the WIN_IN_ONE position of the analysis tests, won).
        let won = r"Base;InProgress;White[6];wS1;bQ wS1-;wQ -wS1;bS1 bQ/;wA1 /wQ;bS2 bQ-;wA2 \wQ;bG1 bQ\;wA2 \bQ;bG2 bS2/;wA1 /bQ";
        assert_eq!(
            opened(won),
            "A finished game of 11 plies: r reviews it, u takes back a move."
        );
    }

    #[test]
    fn an_opened_game_is_announced_in_the_screens_language_with_its_count_and_side() {
        let catalog = crate::lang::Catalog::embedded();
        let game = |text: &str| Game::parse(text).unwrap();
        let two = "Base;InProgress;White[2];wS1;bS1 wS1-";
        let english = opened_game(game(two));
        for tag in ["ru", "pl", "cs", "es"] {
            let lang = catalog.find(tag).unwrap();
            let said = opened_in(game(two), lang.clone());
            // White to move, named in this language's words (whatever case the sentence
            // takes), with the player's name after it.
            let white = crate::lang::rules::side(&lang, crate::rules::Color::White, "");
            let stem: String = white.to_lowercase().chars().take(3).collect();
            assert!(said.to_lowercase().contains(&stem), "{tag}: {said}");
            assert!(
                said.contains("(Ann)") && said.contains('2'),
                "{tag}: {said}"
            );
            assert!(!said.contains('{') && said != english, "{tag}: {said}");
            // A finished game: its own message, with its count.
            let mut resigned = game(two);
            resigned.resign(crate::rules::Color::White).unwrap();
            let over = opened_in(resigned, lang);
            assert!(over.contains('2') && !over.contains('{'), "{tag}: {over}");
            assert!(over != said && !over.contains("Ann"), "{tag}: {over}");
        }
    }

    #[test]
    fn hive_puzzles_reads_the_ratings_kept_and_leaves_a_file_that_does_not_read() {
        use crate::engine::puzzles::rating::{RATINGS_FILE, Ratings};
        let data = tempfile::Builder::new()
            .prefix("puzzleplay-")
            .tempdir()
            .unwrap();
        let path = data.path().join(RATINGS_FILE);
        let puzzles = |seed| {
            let mut o = options(
                Start::Puzzles {
                    mode: crate::tui::model::PuzzleMode::Rated,
                    seed,
                },
                crate::lang::Lang::english(),
            );
            o.folders.games = Some(data.path().join("games"));
            start(o, &Disk::default()).0
        };
        // Kept ratings are read, and kept at the same file.
        let mut kept = Ratings::default();
        kept.player.rating = 1720.0;
        kept.save(&path).unwrap();
        let app = puzzles(3);
        let run = app.learning.puzzles.as_ref().unwrap();
        assert_eq!(run.ratings, kept);
        assert!(run.kept);
        assert!(app.learning.exercise.unwrap().source.puzzle().is_some());
        // A file that does not read: said, and never written over.
        std::fs::write(&path, "not json").unwrap();
        let app = puzzles(3);
        assert!(!app.learning.puzzles.as_ref().unwrap().kept);
        let (message, tone) = app.screen.message.clone().unwrap();
        assert_eq!(tone, crate::tui::model::Tone::Warning);
        assert!(
            message.starts_with("The puzzle ratings could not be read"),
            "{message}"
        );
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "not json");
    }
}
