//! Killed mid-game, again and again: a game played and autosaved by the model, killed with
//! SIGKILL at staggered moments and resumed from its file each time, never loses a ply it
//! reported saved and never leaves a half-written save.

use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use hive::record::{self, Record};
use hive::rules::{Game, GameType};
use hive::tui::model::Autosave;
use hive::tui::model::{App, Msg};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// Types `text` into the move prompt and plays it, as a player would.
fn type_move(app: &mut App, text: &str) {
    let keys = std::iter::once(KeyCode::Char(':'))
        .chain(text.chars().map(KeyCode::Char))
        .chain(std::iter::once(KeyCode::Enter));
    for code in keys {
        app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    }
}

/// How long the line the children play is, at most.
const PLIES: usize = 80;

/// The move the line plays in `game`: fixed by the position, so a resumed game goes on
/// along the same line.
fn next_move(game: &Game) -> Option<String> {
    let moves = game.position().legal_moves();
    let n = game.moves().len();
    let mv = *moves.get((n * 7 + 3) % moves.len().max(1))?;
    Some(game.format_move(mv))
}

#[test]
#[ignore = "run by killed_again_and_again_no_saved_ply_is_lost in a child process"]
fn child_plays_on_and_autosaves() {
    let disk = hive::tui::runtime::disk::Disk::default();
    let Some(path) = std::env::var_os("HIVE_TEST_GAME") else {
        return;
    };
    let path = Path::new(&path);
    let mut app = App::new(GameType::MLP, "Ann".into(), "Bob".into());
    let record = if path.exists() {
        let (record, game) = record::load(path).unwrap();
        app.session.game = game;
        record
    } else {
        Record::from_game(&app.session.game, "Ann", "Bob", None)
    };
    app.saving.autosave = Some(Autosave::new(path.to_path_buf(), record));
    let mut out = std::io::stdout().lock();
    while app.session.game.moves().len() < PLIES && !app.session.game.outcome().is_over() {
        let Some(mv) = next_move(&app.session.game) else {
            break;
        };
        type_move(&mut app, &mv);
        disk.write_autosave(&mut app);
        // Said only once the save is on disk.
        writeln!(out, "saved {}", app.session.game.moves().len()).unwrap();
        out.flush().unwrap();
        // A player takes a moment between moves; the kill may come at any point.
        std::thread::sleep(Duration::from_millis(3));
    }
}

#[test]
fn killed_again_and_again_no_saved_ply_is_lost() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    let exe = std::env::current_exe().unwrap();
    let module = module_path!().split_once("::").map_or("", |(_, m)| m);
    let child_test = format!("{module}::child_plays_on_and_autosaves");
    let mut expected = Game::new(GameType::MLP);
    while expected.moves().len() < PLIES && !expected.outcome().is_over() {
        let mv = next_move(&expected).unwrap();
        expected.play_str(&mv).unwrap();
    }
    let line: Vec<&str> = expected.move_strings().collect();
    let (mut kills, mut reported_max) = (0, 0);
    // Rounds in a row that saved nothing new: on a loaded machine a child may need longer
    // than the staggered moment just to start, so the moment grows until it gets somewhere.
    let (mut stalled, mut on_disk) = (0u64, 0);
    for round in 0..300 {
        let mut child = Command::new(&exe)
            .args([&child_test, "--exact", "--ignored", "--nocapture"])
            .env("HIVE_TEST_GAME", &path)
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let reported = Arc::new(Mutex::new(0usize));
        let seen = Arc::clone(&reported);
        let stdout = child.stdout.take().unwrap();
        let reader = std::thread::spawn(move || {
            for l in BufReader::new(stdout).lines().map_while(Result::ok) {
                if let Some(n) = l.strip_prefix("saved ").and_then(|n| n.parse().ok()) {
                    *seen.lock().unwrap() = n;
                }
            }
        });
        // Staggered moments, from before the first save to well into the game.
        std::thread::sleep(Duration::from_millis(
            2 + (round * 7 % 25) as u64 + 10 * stalled,
        ));
        let finished = child.try_wait().unwrap().is_some();
        if !finished {
            child.kill().unwrap();
            kills += 1;
        }
        child.wait().unwrap();
        reader.join().unwrap();
        let reported = *reported.lock().unwrap();
        reported_max = reported_max.max(reported);
        if !path.exists() {
            assert_eq!(reported, 0, "round {round}: a save was reported, no file");
            stalled += 1;
            continue;
        }
        // Whole, loadable, and holding every ply ever reported saved, on the one line.
        let (_, game) = record::load(&path)
            .unwrap_or_else(|e| panic!("round {round}: a killed save is not whole: {e}"));
        let plies: Vec<&str> = game.move_strings().collect();
        assert!(
            plies.len() >= reported_max,
            "round {round}: {} plies on disk, {reported_max} reported saved",
            plies.len()
        );
        assert_eq!(plies, line[..plies.len()], "round {round}");
        if plies.len() > on_disk {
            (stalled, on_disk) = (0, plies.len());
        } else {
            stalled += 1;
        }
        // Nothing but the save, its lock and temporary files of our naming.
        for entry in std::fs::read_dir(dir.path()).unwrap() {
            let name = entry.unwrap().file_name().to_string_lossy().into_owned();
            assert!(
                name == "game.json"
                    || name == "game.json.lock"
                    || (name.starts_with(".game.json.") && name.ends_with(".tmp")),
                "round {round}: {name} beside the save"
            );
        }
        if finished && plies.len() == line.len() {
            break;
        }
    }
    let (_, game) = record::load(&path).unwrap();
    assert_eq!(
        game.moves().len(),
        line.len(),
        "the game was played to its end"
    );
    assert!(
        kills >= 8,
        "only {kills} kills: the game was too quick to test"
    );
    eprintln!("{} plies in {kills} kills", line.len());
}
