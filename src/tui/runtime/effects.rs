//! The runtime's side of the Elm shape: it carries out the effects the update asks for
//! (writing files through [`super::disk`], searching and analysing on worker threads)
//! and turns what comes back into messages.

use std::sync::atomic::Ordering;
use std::sync::mpsc::TryRecvError;
use std::time::Instant;

use super::disk::Disk;
use super::workers::{
    Analyzer, Judge, Library, Line, RECLAIM, Worker, analyze, judge, library, spawn,
};
use crate::engine::ai::{DEFAULT_TABLE_MB, Level, Search};
use crate::learn::NotebookError;
use crate::rules::Game;
use crate::tui::model::{App, Effect, Msg, PuzzleEffect};

/// Hands `msg` to the model, with the time now before it, and carries out the effects.
pub(crate) fn feed(app: &mut App, runtime: &mut Runtime, msg: Msg) {
    for msg in [Msg::Clock(Instant::now()), msg] {
        let effects = app.update(msg);
        runtime.execute(app, effects);
    }
}

/// Carries out the model's effects: the only place that writes files or starts threads.
#[derive(Default)]
pub(crate) struct Runtime {
    /// Where the game is saved, and its save locks.
    disk: Disk,
    worker: Option<Worker>,
    /// The game's searcher between searches (the worker holds it during one): one per game,
    /// so what it learned about one move's position helps with the next.
    search: Option<Search>,
    /// The line the searcher last searched.
    line: Option<Line>,
    /// Searchers made so far: one, unless a worker failed to hand its searcher back.
    made: usize,
    /// The analysis of a whole game under way (review's `a`), on a thread of its own.
    analyzer: Option<Analyzer>,
    /// In a shared game, this screen's seat in its room (which saves the game).
    pub(crate) room: Option<Box<crate::room::Membership>>,
    /// The games library the explorer asks, on a thread of its own once asked.
    library: Option<Library>,
    /// The games screen's searches, on a thread of their own once asked.
    lister: Option<super::games::Lister>,
    /// The puzzles' judge, on a thread of its own once asked.
    judge: Option<Judge>,
    /// Where the lessons and puzzles are kept, and where the judge waits its turn.
    pub(crate) study: super::study::Study,
}

impl Runtime {
    /// A runtime saving through `disk`, with no search or analysis yet.
    pub(crate) fn new(disk: Disk) -> Runtime {
        Runtime {
            disk,
            worker: None,
            search: None,
            line: None,
            made: 0,
            analyzer: None,
            room: None,
            library: None,
            lister: None,
            judge: None,
            study: Default::default(),
        }
    }

    /// The model and runtime a run of `options` starts with, saving through `disk`: the
    /// effects its start asked for carried out.
    pub(crate) fn begin(options: super::Options, disk: &Disk) -> (App, Runtime) {
        let study = options.study.resolved(options.folders.games.as_deref());
        let (mut app, effects, shared) = super::init::start(options, disk);
        let mut runtime = Runtime::new(disk.clone());
        runtime.room = shared;
        runtime.study = study;
        runtime.execute(&mut app, effects);
        (app, runtime)
    }

    /// Whether the games screen awaits its list (the screen then looks often).
    pub(crate) fn listing(&self) -> bool {
        self.lister
            .as_ref()
            .is_some_and(super::games::Lister::waiting)
    }

    /// Carries out [`Effect::OpenGame`]: the game opened replaces the one on screen, whose
    /// searches stop and whose files are let go; or the games screen is told why not.
    fn open_game(&mut self, app: &mut App, path: &std::path::Path, replay: bool) {
        match super::games::open_game(app, &self.disk, &self.study, path, replay) {
            Ok((opened, effects)) => {
                self.stop();
                self.stop_analysis();
                self.line = None;
                if let Some(search) = &mut self.search {
                    search.clear();
                }
                // The explorer leaves out the game being played: it reads the folder again.
                self.library = None;
                let size = app.screen.size;
                *app = opened;
                let own = app.saving.autosave.as_ref().map(|a| a.path.clone());
                self.disk.locks.keep_only(own.as_deref());
                self.execute(app, effects);
                feed(app, self, Msg::Resize(size.width, size.height));
            }
            Err(why) => {
                let more = app.update(Msg::NotOpened(why));
                self.execute(app, more);
            }
        }
    }

    /// Keeps a learner's work with `keep` in the notebook, if there is one; when it fails,
    /// the message `id` says why.
    fn keep(
        &self,
        app: &mut App,
        id: &str,
        keep: impl FnOnce(&dyn crate::learn::Notebook) -> Result<(), NotebookError>,
    ) {
        let Some(Err(error)) = self.study.notebook.as_deref().map(keep) else {
            return;
        };
        let lang = &app.screen.lang;
        let why = match &error {
            NotebookError::Lessons(crate::learn::ProgressError::Write(e))
            | NotebookError::Ratings(crate::engine::puzzles::rating::RatingError::Record(e)) => {
                crate::lang::record::record_error(lang, e)
            }
            e => crate::text::printable(&e.to_string(), 160).into_owned(),
        };
        let text = crate::say!(lang, id, why = why);
        app.warn(text);
    }

    /// Whether a puzzle move awaits the judge's verdict (the screen then looks often).
    pub(crate) fn judging(&self) -> bool {
        self.judge.as_ref().is_some_and(|j| j.pending > 0)
    }

    /// Whether the explorer awaits the library's answer (the screen then looks often).
    pub(crate) fn exploring(&self) -> bool {
        self.library.as_ref().is_some_and(|l| l.pending > 0)
    }

    pub(crate) fn execute(&mut self, app: &mut App, effects: Vec<Effect>) {
        for effect in effects {
            match effect {
                // A shared game is saved by its room, before any screen hears of a change.
                Effect::Autosave if self.room.is_some() => {}
                Effect::Propose(proposal) => {
                    if let Some(room) = &self.room {
                        room.propose(proposal);
                    }
                }
                Effect::NewCodes => {
                    let renew = self.room.as_ref().and_then(|room| room.renew.clone());
                    let answer = match renew {
                        Some(renew) => renew(),
                        None => Err(app.screen.lang.get("dialogs-shared-no-renew")),
                    };
                    feed(app, self, Msg::Invited(answer));
                }
                // A lesson's moves are no game to keep.
                Effect::Autosave if app.learning.is_on() => {}
                // In the notebook: the data folder, where `hive learn` reads it, or the club's
                // database.
                Effect::KeepProgress(progress) => self.keep(app, "learn-progress-not-kept", |b| {
                    b.keep_lessons(&progress)
                }),
                Effect::Puzzles(PuzzleEffect::Judge(ask)) => {
                    let turns = self.study.turns.clone();
                    let judge = self.judge.get_or_insert_with(|| judge(turns));
                    if judge.ask.send(ask).is_ok() {
                        judge.pending += 1;
                    }
                }
                Effect::Puzzles(PuzzleEffect::Open) => {
                    // Which of the puzzles near the rating come: different from run to run.
                    let seed = std::time::SystemTime::now()
                        .duration_since(std::time::UNIX_EPOCH)
                        .map_or(0, |d| d.as_nanos() as u64);
                    let rated = crate::tui::model::PuzzleMode::Rated;
                    let notebook = self.study.notebook.as_deref();
                    super::init::start_puzzles(app, rated, seed, notebook);
                }
                Effect::Puzzles(PuzzleEffect::Keep(ratings)) => {
                    self.keep(app, "puzzles-ratings-not-kept", |b| {
                        b.keep_ratings(&ratings)
                    })
                }
                Effect::Autosave => {
                    let more = self.disk.write_autosave(app);
                    self.execute(app, more);
                }
                Effect::KeepLanguage(tag) => {
                    // Beside the games folder: the data folder, where `hive` reads it back.
                    let games = app.saving.folders.games.clone();
                    if let Some(data) = games.as_deref().and_then(std::path::Path::parent) {
                        let path = data.join(crate::record::LANGUAGE_FILE);
                        if let Err(e) = crate::record::save_language(&path, &tag) {
                            let why = crate::lang::record::record_error(&app.screen.lang, &e);
                            let text = crate::say!(
                                app.screen.lang,
                                "dialogs-language-not-kept",
                                why = why
                            );
                            app.warn(text);
                        }
                    }
                }
                Effect::StopSearch => self.stop(),
                Effect::MoveNow => {
                    // The search answers with its best move so far; `poll` hands it over.
                    if let Some(w) = &self.worker {
                        w.stop.store(true, Ordering::Relaxed);
                    }
                }
                Effect::ClearSearch => {
                    self.stop();
                    if let Some(search) = &mut self.search {
                        search.clear();
                    }
                    self.line = None;
                }
                Effect::Search {
                    position,
                    job,
                    budget,
                } => {
                    self.stop();
                    // The game's history lets the search know the repetition rule.
                    let game = (app.session.game.position() == &*position)
                        .then(|| app.session.game.clone());
                    let search = self.searcher(game.as_ref(), table_mb(app));
                    self.worker = Some(spawn(search, *position, game, job, budget));
                }
                // The update never asks it of a shared seat; were it to, a guest would name
                // a file on the machine that serves them. Nothing is written.
                Effect::SaveCopy { .. } if !app.may(crate::room::Act::SaveCopy) => {}
                Effect::SaveCopy { path, replace } => {
                    let more = self.disk.write_copy(app, path, replace);
                    self.execute(app, more);
                }
                Effect::Analyze { game, limits } => {
                    self.stop_analysis();
                    self.analyzer = Some(analyze(*game, limits));
                }
                Effect::StopAnalysis => self.stop_analysis(),
                Effect::ListGames {
                    query,
                    words,
                    fresh,
                } => {
                    let dir = app.saving.folders.games.clone();
                    let lang = app.screen.lang.clone();
                    self.lister
                        .get_or_insert_with(|| super::games::Lister::start(dir, lang))
                        .ask(query, words, fresh);
                }
                Effect::OpenGame { path, replay } => self.open_game(app, &path, replay),
                Effect::Explore { game } => {
                    let library = self.library.get_or_insert_with(|| {
                        // The game being played is not one of the library's.
                        let own = app.saving.autosave.as_ref().map(|a| a.path.clone());
                        let no_folder = app.screen.lang.get("games-no-folder");
                        library(app.saving.folders.games.clone(), own, no_folder)
                    });
                    if library.ask.send(game).is_ok() {
                        library.pending += 1;
                    }
                }
            }
        }
    }

    /// The game's searcher for a search of `game` (when known): the one kept from the last
    /// search, cleared first if `game` is not on the line it searched; or a new one of
    /// `table_mb` megabytes.
    fn searcher(&mut self, game: Option<&Game>, table_mb: usize) -> Search {
        let line = game.map(Line::of);
        let search = match self.search.take() {
            Some(mut search) => {
                let other_game = match (&self.line, &line) {
                    (Some(old), Some(new)) => !old.continues(new),
                    _ => false,
                };
                if other_game {
                    search.clear();
                }
                search
            }
            None => {
                self.made += 1;
                Search::new(table_mb)
            }
        };
        if line.is_some() {
            self.line = line;
        }
        search
    }

    /// Whether a search, an analysis or the puzzles' judge runs, whose news the loop must
    /// look for.
    pub(crate) fn busy(&self) -> bool {
        // A puzzle move being judged too: plain mode then looks for the verdict often.
        self.worker.is_some() || self.analyzer.is_some() || self.judging()
    }

    /// What the workers reported since the last look, as messages for the model: the plies
    /// the analysis judged (and its end, if it ended early), and a finished search's answer.
    pub(crate) fn poll(&mut self) -> Vec<Msg> {
        let mut news = self.poll_analysis();
        news.extend(self.poll_search());
        if let Some(room) = &self.room {
            news.extend(room.news.try_iter().map(Msg::News));
        }
        if let Some(lister) = &mut self.lister {
            news.extend(lister.poll());
        }
        if let Some(library) = &mut self.library {
            for answer in library.answers.try_iter() {
                library.pending = library.pending.saturating_sub(1);
                news.push(answer);
            }
        }
        if let Some(judge) = &mut self.judge {
            for answer in judge.answers.try_iter() {
                judge.pending = judge.pending.saturating_sub(1);
                news.push(answer);
            }
        }
        news
    }

    /// A finished search's answer, if one came (its searcher is kept).
    fn poll_search(&mut self) -> Option<Msg> {
        let worker = self.worker.as_ref()?;
        let answer = match worker.answer.try_recv() {
            Ok((search, result)) => {
                self.search = Some(search);
                Some(result)
            }
            Err(TryRecvError::Empty) => return None,
            Err(TryRecvError::Disconnected) => None,
        };
        self.worker = None;
        Some(Msg::Searched(answer))
    }

    /// The plies the analysis has judged since the last look.
    fn poll_analysis(&mut self) -> Vec<Msg> {
        let mut news = Vec::new();
        let Some(analyzer) = self.analyzer.as_ref() else {
            return news;
        };
        loop {
            match analyzer.news.try_recv() {
                Ok(ply) => news.push(Msg::Analyzed(ply)),
                Err(TryRecvError::Empty) => break,
                Err(TryRecvError::Disconnected) => {
                    // Done (its last news said so), or the thread died: it is over either
                    // way; the model knows which.
                    self.analyzer = None;
                    news.push(Msg::AnalysisLost);
                    break;
                }
            }
        }
        news
    }

    /// Stops the analysis under way, if any (what it found so far stays with the model).
    pub(crate) fn stop_analysis(&mut self) {
        if let Some(a) = self.analyzer.take() {
            a.stop.store(true, Ordering::Relaxed);
        }
    }

    /// Stops the search under way, if any: its answer is dropped, its searcher kept.
    pub(crate) fn stop(&mut self) {
        if let Some(w) = self.worker.take() {
            w.stop.store(true, Ordering::Relaxed);
            if let Ok((search, _)) = w.answer.recv_timeout(RECLAIM) {
                self.search = Some(search);
            }
        }
    }
}

/// The table size for the game's searcher: larger for the levels that search for seconds.
fn table_mb(app: &App) -> usize {
    match app.session.opponent {
        Some(o) if o.level >= Level::Strong => 32,
        _ => DEFAULT_TABLE_MB,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::ai::Limits;
    use crate::engine::ai::Opponent;
    use crate::rules::Color;
    use crate::rules::GameType;
    use crate::tui::model::{Answer, Job};
    use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    use std::time::Duration;

    /// Hands the workers' news to the model, as the event loop does; returns whether any came.
    fn pump(runtime: &mut Runtime, app: &mut App) -> bool {
        let news = runtime.poll();
        let any = !news.is_empty();
        for msg in news {
            feed(app, runtime, msg);
        }
        any
    }

    /// Runs the effects and waits for the search they start to answer, as the event loop
    /// does; returns whether an answer came.
    fn settle(runtime: &mut Runtime, app: &mut App, effects: Vec<Effect>) -> bool {
        runtime.execute(app, effects);
        let deadline = Instant::now() + Duration::from_secs(20);
        while runtime.worker.is_some() && Instant::now() < deadline {
            if !pump(runtime, app) {
                std::thread::sleep(Duration::from_millis(5));
            }
        }
        runtime.worker.is_none()
    }

    #[test]
    fn the_explorer_reads_the_games_folder_once_on_its_own_thread() {
        let dir = tempfile::tempdir().unwrap();
        // Two saved games opening wS1; bS1 wS1-, then the Queen in one and an Ant in the
        // other, and a file that is not a game (skipped).
        for (name, third) in [("a.json", "wQ -wS1"), ("b.json", "wA1 -wS1")] {
            let game =
                Game::parse(&format!("Base;InProgress;White[1];wS1;bS1 wS1-;{third}")).unwrap();
            let record = crate::record::Record::from_game(&game, "a", "b", None);
            crate::record::save(&dir.path().join(name), &record).unwrap();
        }
        std::fs::write(dir.path().join("c.json"), "not a game").unwrap();
        // The game being played has a save there too: not counted.
        let own = dir.path().join("own.json");
        let game = Game::parse("Base;InProgress;White[2];wS1;bS1 wS1-").unwrap();
        let record = crate::record::Record::from_game(&game, "a", "b", None);
        crate::record::save(&own, &record).unwrap();
        let mut app = App::new(GameType::BASE, "a".into(), "b".into());
        app.saving.folders.games = Some(dir.path().to_path_buf());
        app.saving.autosave = Some(crate::tui::model::Autosave::new(own, record));
        let mut runtime = Runtime::default();
        let game = Game::parse("Base;InProgress;White[2];wS1;bS1 wS1-").unwrap();
        let key = crate::tui::model::position_key(&game);
        runtime.execute(
            &mut app,
            vec![Effect::Explore {
                game: Box::new(game),
            }],
        );
        assert!(runtime.exploring());
        let deadline = Instant::now() + Duration::from_secs(20);
        let answer = loop {
            assert!(Instant::now() < deadline, "no answer");
            if let Some(msg) = runtime.poll().into_iter().next() {
                break msg;
            }
            std::thread::sleep(Duration::from_millis(5));
        };
        let Msg::Explored { key: about, answer } = answer else {
            panic!("{answer:?}");
        };
        assert_eq!(about, key);
        let Answer {
            reached,
            total,
            games,
        } = answer.unwrap();
        assert_eq!(total, 2, "the file that is not a game is skipped");
        let mut files: Vec<_> = games.iter().filter_map(|g| g.file.as_deref()).collect();
        files.sort_unstable();
        assert_eq!(files, ["a.json", "b.json"]);
        assert_eq!(reached.results.games(), 2);
        let mut next: Vec<&str> = reached.next.iter().map(|n| n.text.as_str()).collect();
        next.sort_unstable();
        assert_eq!(next, ["wA1 -wS1", "wQ -wS1"]);
        assert!(!runtime.exploring());
    }

    #[test]
    fn a_draw_offer_is_answered_by_a_real_search() {
        // White mates in one (the Black Queen has one free side, and the White Queen goes
        // there): a computer facing that mate takes the draw, one giving it does not.
        let moves = "wS1;bS1 wS1-;wQ -wS1;bQ bS1/;wG1 -wQ;bG1 \\bQ;wG1 bQ\\;bG2 bQ/;wA1 wQ\\;bA1 bG2/;wA1 bG2\\;bA1 \\bG2;wQ \\wS1;bA1 bG2/";
        for computer in [Color::Black, Color::White] {
            let mut app = App::new(GameType::BASE, "Ann".into(), "Computer".into());
            app.session.game = Game::parse(&format!("Base;InProgress;White[8];{moves}")).unwrap();
            app.session.opponent = Some(Opponent {
                color: computer,
                level: Level::Expert,
            });
            let mut runtime = Runtime::default();
            let effects = app.update(Msg::Action(crate::tui::input::keys::Action::OfferDraw));
            assert!(!app.session.is_over(), "it answers when its search does");
            runtime.execute(&mut app, effects);
            let deadline = Instant::now() + Duration::from_secs(20);
            while app
                .computer
                .thinking
                .as_ref()
                .is_some_and(|t| t.job == Job::Draw)
                && Instant::now() < deadline
            {
                if !pump(&mut runtime, &mut app) {
                    std::thread::sleep(Duration::from_millis(5));
                }
            }
            let drawn = app.session.game.ending() == Some(crate::rules::Ending::Agreement);
            assert_eq!(
                drawn,
                computer == Color::Black,
                "{computer}: {:?}",
                app.screen.message
            );
            if !drawn {
                // Declined on its own turn: it goes on to find its move.
                assert!(
                    app.computer
                        .thinking
                        .as_ref()
                        .is_some_and(|t| matches!(t.job, Job::Move(_)))
                );
                runtime.execute(&mut app, vec![Effect::StopSearch]);
            }
        }
    }

    #[test]
    fn one_searcher_serves_the_whole_game_and_a_new_game_clears_it() {
        let mut app = App::new(GameType::BASE, "Computer".into(), "Ann".into());
        // A level without noise: a noisy level's scores are kept apart from the position's
        // (see `Search::set_noise`), so only a fair search shows what the table keeps.
        app.session.opponent = Some(Opponent {
            color: Color::White,
            level: Level::Strong,
        });
        let mut runtime = Runtime::default();
        // The computer opens; Ann replies; the computer answers.
        let effects = app.update(Msg::Resize(80, 24));
        assert!(settle(&mut runtime, &mut app, effects));
        assert_eq!(app.session.game.moves().len(), 1);
        let reply = app.session.game.position().legal_moves()[0];
        app.play(reply);
        let effects = app.update(Msg::Resize(80, 24));
        assert!(settle(&mut runtime, &mut app, effects));
        assert_eq!(app.session.game.moves().len(), 3);
        // A hint abandoned half way (Ann takes her move back): its searcher comes back.
        let mut effects = app.update(Msg::Action(crate::tui::input::keys::Action::Hint));
        effects.extend(app.update(Msg::Action(crate::tui::input::keys::Action::Undo)));
        assert!(effects.contains(&Effect::StopSearch), "{effects:?}");
        assert!(settle(&mut runtime, &mut app, effects));
        assert_eq!(runtime.made, 1, "one searcher for the whole game");
        // It kept its table: it knows the position it searched before its second move, as
        // a new searcher does not.
        let mut game = app.session.game.clone();
        game.play(reply).unwrap();
        assert_eq!(game.moves().len(), 2);
        let kept = runtime.search.as_ref().expect("the searcher came back");
        assert!(kept.remembers(game.position()));
        assert!(!Search::new(1).remembers(game.position()));
        // A new game (between people, so that nothing searches it yet): the same searcher,
        // cleared.
        app.session.opponent = None;
        app.update(Msg::Action(crate::tui::input::keys::Action::NewGame));
        let yes = KeyEvent::new(KeyCode::Char('y'), KeyModifiers::NONE);
        let effects = app.update(Msg::Key(yes));
        assert_eq!(app.session.game.moves().len(), 0);
        assert!(effects.contains(&Effect::ClearSearch), "{effects:?}");
        runtime.execute(&mut app, effects);
        let cleared = runtime.search.as_ref().expect("the searcher is kept");
        assert!(!cleared.remembers(game.position()));
        assert_eq!(runtime.made, 1);
    }
    #[test]
    fn move_now_plays_the_best_move_found_so_far_at_once() {
        let mut app = App::new(GameType::BASE, "Ann".into(), "Computer".into());
        // Three seconds a move, unless told to move now.
        app.session.opponent = Some(Opponent {
            color: Color::Black,
            level: Level::Expert,
        });
        let first = crate::rules::parse_move(app.session.game.position(), "wS1").unwrap();
        app.play(first);
        let mut runtime = Runtime::default();
        let effects = app.update(Msg::Resize(80, 24));
        assert!(app.computer.thinking.is_some());
        runtime.execute(&mut app, effects);
        std::thread::sleep(Duration::from_millis(100));
        let asked = Instant::now();
        let effects = app.update(Msg::Key(KeyEvent::new(
            KeyCode::Char('n'),
            KeyModifiers::NONE,
        )));
        assert!(settle(&mut runtime, &mut app, effects));
        let took = asked.elapsed();
        assert_eq!(
            app.session.game.moves().len(),
            2,
            "{:?}",
            app.screen.message
        );
        assert!(took < Duration::from_millis(1500), "moved after {took:?}");
        assert!(runtime.search.is_some(), "the searcher came back");
    }

    #[test]
    fn the_analysis_thread_reports_every_ply_keyed_by_its_position() {
        let mut game = Game::new(GameType::BASE);
        for m in ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"] {
            game.play_str(m).unwrap();
        }
        let mut app = App::new(GameType::BASE, "Ann".into(), "Bob".into());
        app.review_from_start(game.clone());
        let mut runtime = Runtime::default();
        let effects = app.update(Msg::Key(KeyEvent::new(
            KeyCode::Char('a'),
            KeyModifiers::NONE,
        )));
        assert!(app.computer.is_analyzing());
        // Quicker than the key's searches: the thread and its reports are the point.
        let effects: Vec<Effect> = effects
            .into_iter()
            .map(|e| match e {
                Effect::Analyze { game, .. } => Effect::Analyze {
                    game,
                    limits: Limits::depth(1),
                },
                e => e,
            })
            .collect();
        runtime.execute(&mut app, effects);
        let deadline = Instant::now() + Duration::from_secs(20);
        while app.computer.is_analyzing() && Instant::now() < deadline {
            if !pump(&mut runtime, &mut app) {
                std::thread::sleep(Duration::from_millis(5));
            }
        }
        let analysis = app.computer.analysis.clone().unwrap();
        assert!(!analysis.running);
        assert_eq!((analysis.done, analysis.total), (5, 5));
        let played: Vec<&str> = analysis.plies.iter().map(|r| r.played.as_str()).collect();
        assert_eq!(played, ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"]);
        // Each ply's verdict is kept for the position it was played in.
        let mut replay = Game::new(GameType::BASE);
        for r in &analysis.plies {
            let key = (replay.position().hash(), replay.moves().len());
            assert!(app.computer.verdicts.contains_key(&key), "ply {}", r.ply);
            replay.play_str(&r.played).unwrap();
        }
        assert!(
            app.screen
                .message
                .clone()
                .unwrap()
                .0
                .starts_with("Analysis done")
        );
    }

    #[test]
    fn pondering_fills_the_table_the_computer_then_searches_with() {
        let mut app = App::new(GameType::BASE, "Ann".into(), "Computer".into());
        app.session.opponent = Some(Opponent {
            color: Color::Black,
            level: Level::Casual,
        });
        app.computer.ponder = true;
        let mut runtime = Runtime::default();
        let effects = app.update(Msg::Resize(80, 24));
        assert!(
            app.computer
                .thinking
                .as_ref()
                .is_some_and(|t| t.job == Job::Ponder)
        );
        runtime.execute(&mut app, effects);
        std::thread::sleep(Duration::from_millis(300));
        // Still thinking: pondering has no end of its own but the player's move.
        assert!(runtime.poll().is_empty());
        let first = crate::rules::parse_move(app.session.game.position(), "wS1").unwrap();
        app.play(first);
        let effects = app.update(Msg::Resize(80, 24));
        let (stop, rest): (Vec<Effect>, Vec<Effect>) =
            effects.into_iter().partition(|e| *e == Effect::StopSearch);
        assert_eq!(stop.len(), 1);
        runtime.execute(&mut app, stop);
        // The searcher is back, and knows the position the player's move made.
        let search = runtime.search.as_ref().expect("the searcher came back");
        assert!(search.remembers(app.session.game.position()));
        runtime.execute(&mut app, rest);
        let deadline = Instant::now() + Duration::from_secs(20);
        while app.session.game.moves().len() < 2 && Instant::now() < deadline {
            if !pump(&mut runtime, &mut app) {
                std::thread::sleep(Duration::from_millis(5));
            }
        }
        assert_eq!(app.session.game.moves().len(), 2, "the computer replied");
        // And it ponders the player's next position with the same searcher.
        assert!(
            app.computer
                .thinking
                .as_ref()
                .is_some_and(|t| t.job == Job::Ponder)
        );
        runtime.stop();
        assert_eq!(runtime.made, 1);
    }

    #[test]
    fn the_lessons_menus_puzzles_row_opens_a_rated_run_with_the_ratings_kept() {
        use crate::engine::puzzles::rating::{RATINGS_FILE, Ratings};
        let data = tempfile::Builder::new()
            .prefix("puzzleplay-")
            .tempdir()
            .unwrap();
        let mut kept = Ratings::default();
        kept.player.rating = 1650.0;
        kept.save(&data.path().join(RATINGS_FILE)).unwrap();
        let mut app = App::new(GameType::MLP, "Ann".into(), "Bob".into());
        app.saving.folders.games = Some(data.path().join("games"));
        let mut runtime = Runtime::default();
        // The data folder beside the games folder, as a run of `hive` resolves it.
        let study = crate::tui::runtime::Study::default();
        runtime.study = study.resolved(app.saving.folders.games.as_deref());
        let key = |code| Msg::Key(KeyEvent::new(code, KeyModifiers::NONE));
        for code in [KeyCode::F(3), KeyCode::End] {
            feed(&mut app, &mut runtime, key(code));
        }
        assert!(app.learning.exercise.is_none());
        feed(&mut app, &mut runtime, key(KeyCode::Enter));
        let source = app.learning.exercise.unwrap().source;
        assert!(source.puzzle().is_some(), "{source:?}");
        let run = app.learning.puzzles.as_ref().unwrap();
        assert_eq!(run.ratings, kept);
        assert_eq!(run.mode, crate::tui::model::PuzzleMode::Rated);
        assert_eq!(app.mode, crate::tui::model::Mode::Play);
    }

    #[test]
    fn a_puzzle_move_is_judged_on_the_judges_thread_and_the_runtime_is_busy_till_then() {
        use crate::tui::model::{PuzzleMode, PuzzleRun};
        let set = crate::engine::puzzles::set::built_in();
        let i = set
            .iter()
            .position(|p| p.moves == 1 && p.kind == "win")
            .unwrap();
        let mut app = App::new(GameType::MLP, "Ann".into(), "Bob".into());
        let run = PuzzleRun::new(PuzzleMode::Rated, Default::default(), false, 0);
        app.learning.puzzles = Some(run);
        app.open_puzzle(i);
        let mv = crate::rules::parse_move(app.session.game.position(), &set[i].solution[0]);
        let mut runtime = Runtime::default();
        app.play(mv.unwrap());
        let effects = app.take_effects();
        runtime.execute(&mut app, effects);
        assert!(runtime.busy() && runtime.judging());
        let deadline = Instant::now() + Duration::from_secs(20);
        while runtime.busy() && Instant::now() < deadline {
            if !pump(&mut runtime, &mut app) {
                std::thread::sleep(Duration::from_millis(5));
            }
        }
        assert!(!runtime.busy());
        assert!(app.learning.exercise.unwrap().done);
        assert_eq!(
            app.session.game.move_strings().last(),
            Some(set[i].solution[0].as_str())
        );
    }
}
