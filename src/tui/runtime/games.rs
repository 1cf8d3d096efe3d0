//! The games screen's side of the runtime: the searches of the games folder, answered on a
//! thread of their own (the screen never waits on SQLite or the disk), and opening a saved
//! game in place of the one on screen (the game left is saved and its file let go; the
//! game opened is locked against other hives).

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, Sender};

use super::disk::Disk;
use super::init::{ClockStart, Options, Start};
use crate::record::{self, SaveFileError, Summary};
use crate::text::printable;
use crate::tui::model::{App, Autosave, Effect, LISTED_GAMES, Listing, Msg, Row};

/// One search of the games screen.
struct Query {
    query: u64,
    words: Vec<String>,
    fresh: bool,
}

/// The games screen's searches, answered on a thread of their own.
pub(crate) struct Lister {
    ask: Sender<Query>,
    answers: Receiver<Msg>,
    /// The number of the last search asked, and of the last answered.
    asked: u64,
    answered: u64,
}

impl Lister {
    /// Starts the thread that searches the games folder `dir`, saying what went wrong in
    /// `lang`.
    pub(crate) fn start(dir: Option<PathBuf>, lang: crate::lang::Lang) -> Lister {
        let (ask, asked) = mpsc::channel::<Query>();
        let (tell, answers) = mpsc::channel();
        std::thread::spawn(move || {
            let mut games = Games::None;
            while let Ok(mut q) = asked.recv() {
                // Keys typed while a search ran: only the last search is answered (a fresh
                // one among them keeps it fresh).
                let mut fresh = q.fresh;
                while let Ok(next) = asked.try_recv() {
                    fresh |= next.fresh;
                    q = next;
                }
                let answer = match &dir {
                    Some(dir) => games.search(&lang, dir, &q.words, fresh),
                    None => Err(lang.get("games-no-folder")),
                };
                let msg = Msg::Listed {
                    query: q.query,
                    answer,
                };
                if tell.send(msg).is_err() {
                    break;
                }
            }
        });
        Lister {
            ask,
            answers,
            asked: 0,
            answered: 0,
        }
    }

    /// Asks search number `query`.
    pub(crate) fn ask(&mut self, query: u64, words: Vec<String>, fresh: bool) {
        if self
            .ask
            .send(Query {
                query,
                words,
                fresh,
            })
            .is_ok()
        {
            self.asked = self.asked.max(query);
        }
    }

    /// Whether the last search is still unanswered (the loop then looks often).
    pub(crate) fn waiting(&self) -> bool {
        self.answered < self.asked
    }

    /// The answers that came since the last look.
    pub(crate) fn poll(&mut self) -> Vec<Msg> {
        let news: Vec<Msg> = self.answers.try_iter().collect();
        for msg in &news {
            if let Msg::Listed { query, .. } = msg {
                self.answered = self.answered.max(*query);
            }
        }
        news
    }
}

/// The games the thread searches: the library's index, or (without it) the saves read.
enum Games {
    /// Not read yet.
    None,
    /// The games library (its SQLite index beside the saves).
    #[cfg(feature = "library")]
    Library(Box<crate::library::Library>),
    /// Every save read, newest first, with the text a search looks in.
    #[cfg_attr(feature = "library", allow(dead_code))]
    Read(Vec<(Summary, String)>),
}

impl Games {
    /// The games of `dir` with all of `words`; `fresh`: compared with the files first.
    fn search(
        &mut self,
        lang: &crate::lang::Lang,
        dir: &Path,
        words: &[String],
        fresh: bool,
    ) -> Result<Listing, String> {
        if fresh || matches!(self, Games::None) {
            *self = Games::read(dir)?;
        }
        match self {
            Games::None => Ok(Listing::default()),
            #[cfg(feature = "library")]
            Games::Library(lib) => {
                let filter = crate::library::Filter {
                    words: words.to_vec(),
                    ..Default::default()
                };
                let (found, count) = lib
                    .list(&filter, Some(LISTED_GAMES))
                    .map_err(|e| e.to_string())?;
                let total = lib.len().map_err(|e| e.to_string())?;
                let note = lib.fallback_reason.as_ref().map(|why| {
                    crate::say!(
                        lang,
                        "games-index-failed",
                        why = printable(why, 80).into_owned()
                    )
                });
                Ok(Listing {
                    rows: found.iter().map(|e| row(&e.summary)).collect(),
                    found: count,
                    total,
                    note,
                })
            }
            Games::Read(all) => {
                let words: Vec<String> = words.iter().map(|w| w.to_lowercase()).collect();
                let found: Vec<&Summary> = all
                    .iter()
                    .filter(|(_, text)| words.iter().all(|w| text.contains(w.as_str())))
                    .map(|(s, _)| s)
                    .collect();
                Ok(Listing {
                    rows: found.iter().take(LISTED_GAMES).map(|s| row(s)).collect(),
                    found: found.len(),
                    total: all.len(),
                    note: None,
                })
            }
        }
    }

    /// The games of `dir` as they are now: the library brought up to date with the files
    /// (rebuilt if missing or corrupt; in memory if it cannot be written), or without the
    /// library every save read, as `hive games` did before it.
    fn read(dir: &Path) -> Result<Games, String> {
        #[cfg(feature = "library")]
        {
            crate::library::Library::open(dir)
                .map(|lib| Games::Library(Box::new(lib)))
                .map_err(|e| e.to_string())
        }
        #[cfg(not(feature = "library"))]
        {
            let (games, _) = record::scan_games(dir).map_err(|e| e.to_string())?;
            let read = games.into_iter().map(|s| {
                let text = search_text(&s);
                (s, text)
            });
            Ok(Games::Read(read.collect()))
        }
    }
}

/// What a search looks in, without the library: the names, the file's name, the date as
/// written, the game type and the result, in lower case.
#[cfg_attr(feature = "library", allow(dead_code))]
fn search_text(s: &Summary) -> String {
    let file = s.path.file_name().map(|n| n.to_string_lossy().into_owned());
    [
        s.white.clone(),
        s.black.clone(),
        file.unwrap_or_default(),
        s.date_text.clone().unwrap_or_default(),
        s.game_type.to_string(),
        s.result.to_string(),
    ]
    .join("\n")
    .to_lowercase()
}

/// A saved game as the screen lists it.
fn row(s: &Summary) -> Row {
    let date = match (s.started, &s.date_text) {
        // In the viewer's zone, as the list is ordered by the instant (each at the offset
        // it was written with put games from other zones out of order), as `hive games`.
        (Some(t), _) => t
            .timestamp()
            .to_zoned(jiff::tz::TimeZone::system())
            .strftime("%Y-%m-%d %H:%M")
            .to_string(),
        (None, Some(text)) => text.clone(),
        (None, None) => "-".to_string(),
    };
    Row {
        path: s.path.clone(),
        white: s.white.clone(),
        black: s.black.clone(),
        result: s.result.clone(),
        finished: s.result.is_finished(),
        date,
        game_type: s.game_type.to_string(),
        plies: s.moves,
        taken_back: s.taken_back,
        branched_at: s.parent.as_ref().map(|p| p.ply),
    }
}

/// The model of the saved game at `path`, opened to go on (`replay: false`) or in review
/// from its first ply, in place of `app`'s game, with `app`'s screen and settings: the
/// runtime's side of [`Effect::OpenGame`]. `app`'s game is saved first (refused when it
/// cannot be: its last moves would be lost), and the save opened is locked (refused when
/// another hive holds it). Returns the new model and the effects it asked for; the caller
/// puts it in place and lets go of the files the old game held.
pub(crate) fn open_game(
    app: &mut App,
    disk: &Disk,
    study: &super::Study,
    path: &Path,
    replay: bool,
) -> Result<(App, Vec<Effect>), String> {
    let name = path.file_name().map_or_else(
        || path.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    );
    let name = printable(&name, 60).into_owned();
    // What the effects of the save ask for concerns the game being left: nothing to do.
    let _ = disk.write_autosave(app);
    if let Some(why) = &app.saving.unsaved {
        return Err(crate::say!(
            app.screen.lang,
            "games-unsaved",
            why = printable(why, 120).into_owned()
        ));
    }
    let (record, game, save) = record::open_to_play(path)
        .map_err(|e| crate::lang::record::open_error(&app.screen.lang, &e))?;
    let clock = ClockStart::of_record(&record);
    let (game_type, rules) = (game.game_type(), game.position().rules());
    let start = if replay {
        let stamps = record.moves.iter().map(|m| m.at).collect();
        Start::Review {
            game: Box::new(record::whole_line(&record).unwrap_or(game)),
            source: Some(std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf())),
            stamps,
        }
    } else {
        let Some(save) = save else {
            return Err(crate::say!(app.screen.lang, "games-not-ours", name = name));
        };
        disk.locks.hold(&save, &record).map_err(|e| match e {
            SaveFileError::Locked { pid, .. } => crate::say!(
                app.screen.lang,
                "games-held",
                name = name.as_str(),
                pid = pid.to_string()
            ),
            e => e.to_string(),
        })?;
        Start::Continue {
            game: Box::new(game),
            autosave: Some(Box::new(Autosave::new(save, record.clone()))),
        }
    };
    let options = Options {
        game_type,
        white: record.white.clone(),
        black: record.black.clone(),
        // A game against the computer goes on against it; a replay has no opponent.
        opponent: if replay { None } else { record.computer },
        ponder: app.computer.ponder,
        rules,
        start,
        folders: app.saving.folders.clone(),
        look: app.screen.look,
        clock,
        lang: app.screen.lang.clone(),
        study: study.clone(),
    };
    let (mut opened, effects, _) = super::init::start(options, disk);
    opened.screen.size = app.screen.size;
    // The player's next new game is still theirs, not the opened record's.
    opened.session.own = Some(app.session.own_game());
    opened.games = std::mem::take(&mut app.games);
    opened.games.note = None;
    Ok((opened, effects))
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, Instant};

    use super::super::effects::Runtime;
    use super::*;
    use crate::engine::ai::{Level, Opponent};
    use crate::record::Record;
    use crate::rules::{Game, GameType, Opening, Rules};
    use crate::tui::input::keys::Action;
    use crate::tui::model::Mode;
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

    /// Saves `moves` between `white` and `black` in `dir` as `file`.
    fn save(dir: &Path, file: &str, white: &str, moves: &str) -> PathBuf {
        let game = Game::parse(&format!("Base;InProgress;White[1];{moves}")).unwrap();
        let record = Record::from_game(&game, white, "Bob", None);
        let path = dir.join(file);
        record::save(&path, &record).unwrap();
        path
    }

    /// The next answer of `lister`, waited for.
    fn next(lister: &mut Lister) -> (u64, Result<Listing, String>) {
        let deadline = Instant::now() + Duration::from_secs(20);
        loop {
            assert!(Instant::now() < deadline, "no answer");
            if let Some(Msg::Listed { query, answer }) = lister.poll().into_iter().next() {
                return (query, answer);
            }
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    #[test]
    fn the_searches_are_answered_on_a_thread_of_their_own() {
        let dir = tempfile::tempdir().unwrap();
        save(dir.path(), "a.json", "Ann", "wS1;bS1 wS1-");
        save(dir.path(), "b.json", "Zed", "wS1");
        std::fs::write(dir.path().join("c.json"), "not a game").unwrap();
        let mut lister =
            Lister::start(Some(dir.path().to_path_buf()), crate::lang::Lang::english());
        lister.ask(1, Vec::new(), true);
        assert!(lister.waiting());
        let (query, answer) = next(&mut lister);
        let listing = answer.unwrap();
        assert_eq!(query, 1);
        assert_eq!(
            (listing.found, listing.total),
            (2, 2),
            "the broken file is left out"
        );
        assert!(!lister.waiting());
        // A search: the games with every word, in any case.
        lister.ask(2, vec!["ANN".into()], false);
        let (_, answer) = next(&mut lister);
        let listing = answer.unwrap();
        assert_eq!(listing.rows.len(), 1);
        assert_eq!(
            (listing.rows[0].white.as_str(), listing.rows[0].plies),
            ("Ann", 2)
        );
        assert!(!listing.rows[0].finished);
        // A game saved since is found when the screen opens again (fresh).
        save(dir.path(), "d.json", "Ann", "wS1");
        lister.ask(3, vec!["ann".into()], true);
        assert_eq!(next(&mut lister).1.unwrap().found, 2);
    }

    /// A row keeps the record's result, which the view gives in brief, as `hive games`
    /// gives it, so that it fits its column at 80 columns (the whole phrase was cut:
    /// `White wins (Queen surr…`).
    #[test]
    fn a_finished_games_result_is_given_in_brief() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(
            dir.path().join("resigned.json"),
            include_str!("../../../tests/data/record/saves/white-resigned.json"),
        )
        .unwrap();
        let mut lister =
            Lister::start(Some(dir.path().to_path_buf()), crate::lang::Lang::english());
        lister.ask(1, Vec::new(), true);
        let listing = next(&mut lister).1.unwrap();
        assert_eq!(listing.rows.len(), 1);
        let result = &listing.rows[0].result;
        assert!(result.is_finished());
        let english = crate::lang::Lang::english();
        assert_eq!(
            crate::lang::record::brief(&english, result),
            "Black (resign)"
        );
    }

    /// Games started in other zones read in the order they are listed (the newest first):
    /// at the offsets they were written with, 13:00 at −05:00 (18:00 UTC) stood above
    /// 14:03 at +02:00 (12:03 UTC).
    #[test]
    fn start_times_read_in_the_order_they_are_listed() {
        use crate::record::Stamp;
        let dir = tempfile::tempdir().unwrap();
        for (file, time, offset) in [
            ("a.json", "2025-06-01T12:03:00Z", 2),
            ("b.json", "2025-06-01T18:00:00Z", -5),
        ] {
            let game = Game::parse("Base;InProgress;White[1];wS1").unwrap();
            let stamp = Stamp::new(time.parse().unwrap(), jiff::tz::Offset::constant(offset));
            let record = Record::from_game(&game, "Ann", "Bob", Some(stamp));
            record::save(&dir.path().join(file), &record).unwrap();
        }
        let mut lister =
            Lister::start(Some(dir.path().to_path_buf()), crate::lang::Lang::english());
        lister.ask(1, Vec::new(), true);
        let listing = next(&mut lister).1.unwrap();
        let dates: Vec<&str> = listing.rows.iter().map(|r| r.date.as_str()).collect();
        assert_eq!(dates.len(), 2);
        assert!(dates[0] > dates[1], "newest first, in one zone: {dates:?}");
    }

    #[test]
    fn no_games_folder_is_said_not_panicked_on() {
        let mut lister = Lister::start(None, crate::lang::Lang::english());
        lister.ask(1, Vec::new(), true);
        let (_, answer) = next(&mut lister);
        assert!(answer.unwrap_err().contains("no games folder"));
    }

    #[test]
    fn a_game_opened_replaces_the_one_on_screen_and_takes_its_lock() {
        let dir = tempfile::tempdir().unwrap();
        let games = dir.path();
        let here = save(games, "here.json", "Ann", "wS1");
        let there = save(games, "there.json", "Zed", "wS1;bS1 wS1-");
        let held = save(games, "held.json", "Cleo", "wS1");
        // Another live hive holds `held` (process 1 is alive wherever this runs).
        std::fs::write(record::lock_path(&held), "1\n2026-11-27T01:00:00Z\n").unwrap();
        let (record, game) = record::load(&here).unwrap();
        let mut app = App::new(GameType::BASE, "Ann".into(), "Bob".into());
        app.session.game = game;
        app.saving.folders.games = Some(games.to_path_buf());
        app.saving.autosave = Some(Autosave::new(here.clone(), record));
        app.update(Msg::Resize(80, 24));
        let disk = Disk::default();
        disk.hold_own(&app);
        // Refused: the screen stays, saying who holds it; nothing changes.
        app.mode = Mode::Games {
            back: Box::new(Mode::Play),
        };
        let mut runtime = Runtime::new(disk.clone());
        runtime.execute(
            &mut app,
            vec![Effect::OpenGame {
                path: held.clone(),
                replay: false,
            }],
        );
        let Some(crate::tui::model::Note::Refused(note)) = app.games.note.clone() else {
            panic!("{:?}", app.games.note);
        };
        assert!(note.contains("open in another hive (process 1"), "{note}");
        assert!(matches!(app.mode, Mode::Games { .. }));
        assert_eq!(app.session.names[0], "Ann");
        // Opened: the other game goes on, its file locked by us and ours let go.
        runtime.execute(
            &mut app,
            vec![Effect::OpenGame {
                path: there.clone(),
                replay: false,
            }],
        );
        assert_eq!(app.mode, Mode::Play);
        assert_eq!(app.session.names[0], "Zed");
        assert_eq!(app.session.game.moves().len(), 2);
        assert_eq!(app.saving.autosave.as_ref().map(|a| &a.path), Some(&there));
        assert_eq!(
            record::holder(&there).map(|(pid, _)| pid),
            Some(std::process::id())
        );
        assert!(record::holder(&here).is_none(), "the game left is let go");
        assert_eq!(app.screen.size, ratatui::layout::Rect::new(0, 0, 80, 24));
        // Replayed: in review at its first ply, no file of its own until it branches.
        runtime.execute(
            &mut app,
            vec![Effect::OpenGame {
                path: here.clone(),
                replay: true,
            }],
        );
        assert!(matches!(app.mode, Mode::Review { .. }), "{:?}", app.mode);
        assert_eq!(app.review_position(), (0, 1));
        assert!(app.saving.autosave.is_none());
        assert!(record::holder(&there).is_none());
        assert!(record::holder(&here).is_none(), "a replay reads only");
    }

    #[test]
    fn a_new_game_after_a_replay_is_the_players_own() {
        let dir = tempfile::tempdir().unwrap();
        let games = dir.path();
        // An imported game: other players, the tournament opening, another game type.
        let rules = Rules {
            opening: Opening::Tournament,
            repetition: true,
        };
        let mut imported = Game::with_rules(GameType::MLP, rules);
        for m in ["wS1", "bS1 wS1-"] {
            imported.play_str(m).unwrap();
        }
        let path = games.join("imported.json");
        let record = Record::from_game(&imported, "Zed", "Cleo", None);
        record::save(&path, &record).unwrap();
        // The player's game: Ann against the computer, the rulebook's opening, no draw by
        // repetition.
        let mine = Rules {
            opening: Opening::Rulebook,
            repetition: false,
        };
        let mut app = App::new(GameType::BASE, "Ann".into(), "Computer 3".into());
        app.session.game = Game::with_rules(GameType::BASE, mine);
        let computer = Opponent {
            color: crate::rules::Color::Black,
            level: Level::Casual,
        };
        app.session.opponent = Some(computer);
        app.saving.folders.games = Some(games.to_path_buf());
        app.update(Msg::Resize(80, 24));
        let mut runtime = Runtime::new(Disk::default());
        for replay in [true, false] {
            runtime.execute(
                &mut app,
                vec![Effect::OpenGame {
                    path: path.clone(),
                    replay,
                }],
            );
            assert_eq!(app.session.names, ["Zed", "Cleo"]);
            let effects = app.update(Msg::Action(Action::NewGame));
            runtime.execute(&mut app, effects);
            let effects = app.update(Msg::Key(KeyEvent::new(
                KeyCode::Char('y'),
                KeyModifiers::NONE,
            )));
            runtime.execute(&mut app, effects);
            // Before, the replayed record's players and opening rule (and no computer).
            assert_eq!(app.session.names, ["Ann", "Computer 3"], "replay: {replay}");
            assert_eq!(app.session.game.position().rules(), mine);
            assert_eq!(app.session.game.game_type(), GameType::BASE);
            assert_eq!(app.session.opponent, Some(computer));
            assert_eq!(app.session.game.moves().len(), 0);
            runtime.stop();
        }
    }

    #[test]
    fn a_branch_is_listed_with_the_ply_it_left_its_game_at() {
        let game = Game::parse("Base;InProgress;White[2];wS1;bS1 wS1-").unwrap();
        let mut record = Record::from_game(&game, "Ann", "Bob", None);
        assert_eq!(
            row(&Summary::new(Path::new("a.json"), &record)).branched_at,
            None
        );
        record.parent = Some(crate::record::Parent {
            game: "game-1.json".into(),
            ply: 1,
        });
        let listed = row(&Summary::new(Path::new("b.json"), &record));
        assert_eq!(listed.branched_at, Some(1));
        assert_eq!(listed.plies, 2);
    }
}
