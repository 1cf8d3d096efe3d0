//! The whole runtime, in process: games run on test backends from channels of events, two
//! at once, each with its own saves and locks (as a server runs one per connection), and a
//! game ended from another thread through its handle.

use std::path::Path;
use std::sync::mpsc;
use std::thread;

use hive::rules::{GameType, Rules};
use hive::tui::model::Folders;
use hive::tui::{Ended, Handle, Options, Start, run_on};
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};

fn options(games: &Path, white: &str) -> Options {
    Options {
        game_type: GameType::BASE,
        white: white.into(),
        black: "Black".into(),
        opponent: None,
        ponder: false,
        rules: Rules::default(),
        start: Start::New,
        folders: Folders {
            games: Some(games.to_path_buf()),
            home: None,
        },
        look: hive::tui::Look {
            palette: hive::tui::Palette::Dark,
            depth: hive::tui::Depth::Indexed256,
        },
        clock: None,
        lang: hive::lang::Lang::english(),
        study: Default::default(),
    }
}

fn press(events: &mpsc::Sender<Event>, text: &str) {
    for c in text.chars() {
        let code = match c {
            '\r' => KeyCode::Enter,
            c => KeyCode::Char(c),
        };
        events
            .send(Event::Key(KeyEvent::new(code, KeyModifiers::NONE)))
            .unwrap();
    }
}

/// Runs a game on an 80×24 test backend in a thread of its own, fed from the returned
/// sender.
fn spawn(options: Options, handle: Handle) -> (mpsc::Sender<Event>, thread::JoinHandle<Ended>) {
    let (send, mut receive) = mpsc::channel();
    let thread = thread::spawn(move || {
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        run_on(&mut terminal, &mut receive, options, &handle).unwrap()
    });
    (send, thread)
}

/// The one save in `games`, loaded, and whether any lock file is left beside it.
fn only_save(games: &Path) -> (hive::record::Record, bool) {
    let files: Vec<_> = std::fs::read_dir(games)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    let saves: Vec<_> = files
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    assert_eq!(saves.len(), 1, "one save: {files:?}");
    let locked = files.len() > 1;
    (hive::record::load(saves[0]).unwrap().0, locked)
}

#[test]
fn two_games_run_at_once_in_one_process_each_with_its_own_saves() {
    let [a, b] = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    let (ann, ann_game) = spawn(options(a.path(), "Ann"), Handle::default());
    let (bob, bob_game) = spawn(options(b.path(), "Bob"), Handle::default());
    // Interleaved, as two players on two terminals type.
    press(&ann, ":wS1\r");
    press(&bob, ":wG1\r");
    press(&ann, ":bS1 wS1-\r");
    press(&bob, ":bA1 wG1-\r:wQ -wG1\r");
    press(&ann, "qy");
    press(&bob, "qy");
    for (game, games, white, moves) in [
        (ann_game, a.path(), "Ann", vec!["wS1", "bS1 wS1-"]),
        (
            bob_game,
            b.path(),
            "Bob",
            vec!["wG1", "bA1 wG1-", "wQ -wG1"],
        ),
    ] {
        let ended = game.join().unwrap();
        assert_eq!(ended.signal, None);
        assert_eq!(ended.unsaved, None);
        let (record, locked) = only_save(games);
        assert_eq!(record.white, white);
        assert_eq!(record.move_strings().collect::<Vec<_>>(), moves);
        assert!(!locked, "the game's locks are let go when it ends");
    }
}

#[test]
fn a_game_asked_to_stop_from_another_thread_ends_saved_and_unlocked() {
    let dir = tempfile::tempdir().unwrap();
    let handle = Handle::default();
    let (keys, game) = spawn(options(dir.path(), "Ann"), handle.clone());
    press(&keys, ":wS1\r:bS1 wS1-\r");
    // Once both moves are saved, a signal comes (the binary passes SIGTERM on like this).
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while !std::fs::read_dir(dir.path())
        .unwrap()
        .any(|e| std::fs::read_to_string(e.unwrap().path()).is_ok_and(|t| t.contains("bS1 wS1-")))
    {
        assert!(
            std::time::Instant::now() < deadline,
            "the moves were never saved"
        );
        thread::sleep(std::time::Duration::from_millis(20));
    }
    handle.stop(15);
    let ended = game.join().unwrap();
    assert_eq!(ended.signal, Some(15));
    let (record, locked) = only_save(dir.path());
    assert_eq!(record.plies(), 2);
    assert!(!locked);
    drop(keys);
}

#[test]
fn a_game_whose_events_stop_ends_with_an_error_and_its_moves_saved() {
    let dir = tempfile::tempdir().unwrap();
    let (send, mut receive) = mpsc::channel();
    press(&send, ":wS1\r");
    drop(send);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let ended = run_on(
        &mut terminal,
        &mut receive,
        options(dir.path(), "Ann"),
        &Handle::default(),
    );
    assert_eq!(
        ended.unwrap_err().kind(),
        std::io::ErrorKind::BrokenPipe,
        "a terminal gone is an error for the caller"
    );
    let (record, locked) = only_save(dir.path());
    assert_eq!(record.plies(), 1);
    assert!(!locked);
}

#[test]
fn a_resumed_game_left_with_n_lets_go_of_its_file_at_once() {
    // Issue #28: the file of a game left with N stayed locked until the process ended, so
    // another hive opening it was refused as "open in another hive".
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game-1.json");
    let game = hive::rules::Game::parse("Base;InProgress;White[2];wS1;bS1 wS1-").unwrap();
    let record = hive::record::Record::from_game(&game, "Ann", "Black", None);
    hive::record::save(&path, &record).unwrap();
    // As `hive play --resume` does: the file is locked before the game starts.
    let cli_lock = hive::record::SaveFile::open(&path, Some(&record)).unwrap();
    let mut options = options(dir.path(), "Ann");
    options.start = Start::Continue {
        game: Box::new(game),
        autosave: Some(Box::new(hive::tui::model::Autosave::new(
            path.clone(),
            record,
        ))),
    };
    let (keys, game) = spawn(options, Handle::default());
    // Held: the game takes the lock over from the command line's (in this one process it
    // is let go and taken again, so a look may fall between the two).
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while hive::record::holder(&path).is_none() {
        assert!(
            std::time::Instant::now() < deadline,
            "the game holds no lock"
        );
        thread::sleep(std::time::Duration::from_millis(5));
    }
    press(&keys, "Ny");
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while hive::record::holder(&path).is_some() {
        assert!(
            std::time::Instant::now() < deadline,
            "the file left with N is still locked"
        );
        thread::sleep(std::time::Duration::from_millis(20));
    }
    press(&keys, "qy");
    let ended = game.join().unwrap();
    assert_eq!(ended.unsaved, None);
    drop(cli_lock);
    // The file keeps its two moves.
    let (record, _) = hive::record::load(&path).unwrap();
    assert_eq!(record.plies(), 2);
}
