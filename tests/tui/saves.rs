//! Saving from the game screen: undo and new lines kept in the file, a file changed on
//! disk never overwritten, `s` (save a copy) and the text it shows, fed to the model.

use hive::record::Ending as RecordEnding;
use hive::rules::{Color, Ending, GameType};
use hive::tui::model::{App, Effect, Mode, Msg, Question};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::screens::{app, draw, key, type_move};

// 10. Saves kept whole.

/// `app` autosaving to `path`, with `moves` typed and each one written.
fn autosaving(mut app: App, path: &std::path::Path, moves: &[&str]) -> App {
    let disk = hive::tui::runtime::disk::Disk::default();
    let record = hive::record::Record::from_game(&app.session.game, "White", "Black", None);
    app.saving.autosave = Some(hive::tui::model::Autosave::new(path.to_path_buf(), record));
    for m in moves {
        type_move(&mut app, m);
        disk.write_autosave(&mut app);
    }
    app
}

#[test]
fn undo_is_saved_and_a_new_line_keeps_the_old_one_as_a_variation_in_the_same_file() {
    let disk = hive::tui::runtime::disk::Disk::default();
    // Issue: a branch overwrote the game it came from, and undo was not saved; then (#31)
    // every corrected misclick left a file "in progress" forever.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game-1.json");
    let mut app = autosaving(app(), &path, &["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"]);
    key(&mut app, KeyCode::Char('u'));
    key(&mut app, KeyCode::Char('u'));
    disk.write_autosave(&mut app);
    // The file keeps all four moves and says the game stands after two.
    let (rec, game) = hive::record::load(&path).unwrap();
    assert_eq!(rec.plies(), 4);
    assert_eq!(rec.current, Some(2));
    assert_eq!(
        game.moves().len(),
        2,
        "loading gives the game as it was left"
    );
    let before = rec;
    // Another third move: the same file, the old moves kept as a variation from ply 2.
    type_move(&mut app, "wG1 -wS1");
    disk.write_autosave(&mut app);
    assert_eq!(app.saving.autosave.as_ref().unwrap().path, path);
    let (rec, game) = hive::record::load(&path).unwrap();
    assert_eq!(
        game.move_strings().collect::<Vec<_>>(),
        ["wS1", "bS1 wS1-", "wG1 -wS1"]
    );
    assert_eq!(rec.current, None);
    assert_eq!(rec.variations.len(), 1);
    let variation: Vec<&str> = rec.line(Some(0)).iter().map(|m| m.text.as_str()).collect();
    assert_eq!(variation, ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"]);
    assert!(rec.keeps(&before), "every move the file had is still in it");
    assert_eq!(
        hive::record::list_games(dir.path()).unwrap().len(),
        1,
        "one game, one file"
    );
}

#[test]
fn a_finished_game_keeps_its_file_when_moves_are_taken_back_or_played_from_earlier() {
    let disk = hive::tui::runtime::disk::Disk::default();
    // Issue: `r`, back a few plies, `b` rewrote a won game's file as in progress.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game-1.json");
    let base = super::screens::app_with("Base");
    let mut app = autosaving(base, &path, &super::screens::WHITE_WINS);
    let (rec, game) = hive::record::load(&path).unwrap();
    assert_eq!(game.outcome(), hive::rules::GameState::WhiteWins);
    assert_eq!(rec.current, None);
    let won = std::fs::read(&path).unwrap();
    key(&mut app, KeyCode::Char('r'));
    key(&mut app, KeyCode::Left);
    key(&mut app, KeyCode::Left);
    run_effects(&mut app, KeyCode::Char('b'));
    assert_eq!(app.session.game.moves().len(), 13);
    disk.write_autosave(&mut app);
    assert_eq!(
        std::fs::read(&path).unwrap(),
        won,
        "the won game is as it was"
    );
    // A move from there is a game of its own.
    let legal = app.session.game.position().legal_moves();
    let other = app.session.game.format_move(legal[0]);
    type_move(&mut app, &other);
    disk.write_autosave(&mut app);
    assert_eq!(std::fs::read(&path).unwrap(), won);
    let branch = app.saving.autosave.as_ref().unwrap().path.clone();
    assert_ne!(branch, path);
    // News, not a warning (a tester took the `!` for an error).
    let (text, tone) = app.screen.message.clone().unwrap();
    assert!(text.starts_with("A new line from ply 13"), "{text}");
    assert_eq!(tone, hive::tui::model::Tone::Info);
    let (rec, game) = hive::record::load(&branch).unwrap();
    assert_eq!(game.moves().len(), 14);
    assert_eq!(rec.parent.unwrap().ply, 13);
    let listed = hive::record::list_games(dir.path()).unwrap();
    let old = listed.iter().find(|s| s.path == path).unwrap();
    assert_eq!(old.result.state, hive::rules::GameState::WhiteWins);
}

#[test]
fn a_resigned_game_keeps_its_ending_and_a_game_played_on_from_it_is_a_branch() {
    let disk = hive::tui::runtime::disk::Disk::default();
    // Issue: review of a resigned game and Esc lifted the resignation, and a move then
    // rewrote the file as in progress; so did `u` (withdrawing it) and a move.
    for withdraw in [KeyCode::Esc, KeyCode::Char('u')] {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("game-1.json");
        let mut app = autosaving(app(), &path, &["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"]);
        key(&mut app, KeyCode::Char('R'));
        run_effects(&mut app, KeyCode::Char('y'));
        disk.write_autosave(&mut app);
        let resigned = std::fs::read(&path).unwrap();
        let (rec, _) = hive::record::load(&path).unwrap();
        assert!(rec.result.ending.is_some(), "{:?}", rec.result);
        if withdraw == KeyCode::Esc {
            // Back from review where the game stood, it is resigned still.
            key(&mut app, KeyCode::Char('r'));
            key(&mut app, KeyCode::Left);
            key(&mut app, KeyCode::Right);
            run_effects(&mut app, KeyCode::Esc);
            assert!(
                app.session.game.ending().is_some(),
                "{:?}",
                app.screen.message
            );
            disk.write_autosave(&mut app);
            assert_eq!(std::fs::read(&path).unwrap(), resigned);
        }
        run_effects(&mut app, KeyCode::Char('u'));
        if withdraw == KeyCode::Char('u') {
            let (text, _) = app.screen.message.clone().unwrap();
            assert!(
                text.ends_with("Its file keeps the ending; a move saves a new game."),
                "{text}"
            );
        }
        disk.write_autosave(&mut app);
        assert_eq!(std::fs::read(&path).unwrap(), resigned, "{withdraw:?}");
        // Quitting now leaves the file resigned: said, as a tester expected to resume.
        key(&mut app, KeyCode::Char('q'));
        let screen = draw(&mut app, 120, 30);
        assert!(
            screen.contains("Its file keeps the game as it ended"),
            "{screen}"
        );
        key(&mut app, KeyCode::Esc);
        type_move(&mut app, "wA1 -wQ");
        disk.write_autosave(&mut app);
        assert_eq!(std::fs::read(&path).unwrap(), resigned, "{withdraw:?}");
        let branch = app.saving.autosave.as_ref().unwrap().path.clone();
        assert_ne!(branch, path, "{withdraw:?}");
        let (rec, game) = hive::record::load(&branch).unwrap();
        assert_eq!(game.moves().len(), 5);
        assert_eq!(rec.result.ending, None);
        let parent = rec.parent.unwrap();
        assert_eq!((parent.game.as_str(), parent.ply), ("game-1.json", 4));
        let (text, _) = app.screen.message.clone().unwrap();
        assert!(
            text.starts_with("A new line from ply 4: saved as a new game"),
            "{text}"
        );
        // Its own file holds the game now: quitting asks the usual.
        key(&mut app, KeyCode::Char('q'));
        assert!(draw(&mut app, 120, 30).contains("Quit this game?"));
    }
}

#[test]
fn the_players_as_the_game_goes_on_are_saved() {
    let disk = hive::tui::runtime::disk::Disk::default();
    // A game resumed with the computer on the other side showed it so, but its file kept
    // the old names, which `hive games` and `export` then gave.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game-1.json");
    let mut app = autosaving(app(), &path, &["wS1", "bS1 wS1-"]);
    app.session.names = ["White".into(), "Computer 2".into()];
    app.session.opponent = Some(hive::engine::ai::Opponent {
        color: Color::Black,
        level: hive::engine::ai::Level::from_number(2).unwrap(),
    });
    type_move(&mut app, "wQ -wS1");
    disk.write_autosave(&mut app);
    let (rec, _) = hive::record::load(&path).unwrap();
    assert_eq!(
        (rec.white.as_str(), rec.black.as_str()),
        ("White", "Computer 2")
    );
    assert_eq!(
        rec.computer.map(|c| (c.color, c.level.number())),
        Some((Color::Black, 2))
    );
}

#[test]
fn an_ending_withdrawn_before_any_move_names_no_file() {
    // No move, no file: the withdrawal said "Its file keeps the ending" of a file that
    // did not exist.
    let dir = tempfile::tempdir().unwrap();
    let mut app = autosaving(app(), &dir.path().join("game-1.json"), &[]);
    key(&mut app, KeyCode::Char('R'));
    run_effects(&mut app, KeyCode::Char('y'));
    run_effects(&mut app, KeyCode::Char('u'));
    let (text, _) = app.screen.message.clone().unwrap();
    assert_eq!(
        text,
        "The game goes on: the ending is withdrawn (U restores it)."
    );
}

#[test]
fn a_resignation_before_any_move_is_saved_and_an_unplayed_game_is_not() {
    // A tester: resigning before the first move ended the game on the screen, and no file
    // ever held it.
    let disk = hive::tui::runtime::disk::Disk::default();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game-1.json");
    let mut app = autosaving(app(), &path, &[]);
    disk.write_autosave(&mut app);
    assert!(
        !path.exists(),
        "a game with no move and no ending is not a file yet"
    );
    key(&mut app, KeyCode::Char('R'));
    run_effects(&mut app, KeyCode::Char('y'));
    disk.write_autosave(&mut app);
    let (record, game) = hive::record::load(&path).unwrap();
    assert_eq!(game.moves().len(), 0);
    assert_eq!(
        record.result.ending,
        Some(RecordEnding::Rules(Ending::Resignation(Color::White)))
    );
    // Withdrawn now, the file it is in keeps the ending.
    run_effects(&mut app, KeyCode::Char('u'));
    disk.write_autosave(&mut app);
    let (record, _) = hive::record::load(&path).unwrap();
    assert!(record.result.ending.is_some());
}

#[test]
fn a_branch_of_a_file_elsewhere_goes_to_the_games_folder_and_names_its_path() {
    let disk = hive::tui::runtime::disk::Disk::default();
    // Issue: it went beside the file, where `hive games` and `--resume` never look.
    let elsewhere = tempfile::tempdir().unwrap();
    let games = tempfile::tempdir().unwrap();
    let path = elsewhere.path().join("w.json");
    let mut app = app();
    app.saving.folders.games = Some(games.path().to_path_buf());
    let mut app = autosaving(app, &path, &["wS1", "bS1 wS1-", "wQ -wS1"]);
    // Black resigns (a finished game), then the resignation is withdrawn and play goes on
    // with another move: a game of its own.
    key(&mut app, KeyCode::Char('R'));
    run_effects(&mut app, KeyCode::Char('y'));
    disk.write_autosave(&mut app);
    run_effects(&mut app, KeyCode::Char('u'));
    type_move(&mut app, "bA1 bS1-");
    disk.write_autosave(&mut app);
    let branch = app.saving.autosave.as_ref().unwrap().path.clone();
    assert_eq!(branch.parent(), Some(games.path()));
    let (rec, _) = hive::record::load(&branch).unwrap();
    let parent = rec.parent.unwrap();
    assert_eq!(parent.game, path.display().to_string());
    assert_eq!(parent.ply, 3);
    let (old, game) = hive::record::load(&path).unwrap();
    assert_eq!(game.moves().len(), 3, "the old file keeps its moves");
    assert!(old.result.ending.is_some(), "and its ending");
}

#[test]
fn another_ending_after_a_withdrawn_one_is_saved_in_a_file_of_its_own() {
    // A tester: a draw agreed, withdrawn with u, then a resignation: the screen said
    // "Black resigned" and the file (and `hive games`) kept "draw agreed".
    let disk = hive::tui::runtime::disk::Disk::default();
    let dir = tempfile::tempdir().unwrap();
    for back in [0, 1] {
        let path = dir.path().join(format!("g{back}.json"));
        let mut app = autosaving(app(), &path, &["wS1", "bS1 wS1-", "wQ -wS1"]);
        key(&mut app, KeyCode::Char('D'));
        run_effects(&mut app, KeyCode::Char('y'));
        disk.write_autosave(&mut app);
        for _ in 0..=back {
            run_effects(&mut app, KeyCode::Char('u'));
            disk.write_autosave(&mut app);
        }
        key(&mut app, KeyCode::Char('R'));
        run_effects(&mut app, KeyCode::Char('y'));
        disk.write_autosave(&mut app);
        let now = app.saving.autosave.as_ref().unwrap().path.clone();
        assert_ne!(now, path, "{back}: the drawn game's file is not rewritten");
        let (old, _) = hive::record::load(&path).unwrap();
        assert_eq!(
            old.result.ending,
            Some(RecordEnding::Rules(Ending::Agreement))
        );
        let (new, game) = hive::record::load(&now).unwrap();
        assert_eq!(game.moves().len(), 3 - back, "{back}");
        let resigned = app.session.game.ending().unwrap();
        assert!(matches!(resigned, Ending::Resignation(_)), "{resigned:?}");
        assert_eq!(
            new.result.ending,
            Some(RecordEnding::Rules(resigned)),
            "{back}"
        );
        assert_eq!(new.parent.unwrap().ply, 3 - back);
    }
    // The same ending again where it was (withdrawn, then agreed again): the file's own.
    let path = dir.path().join("same.json");
    let mut app = autosaving(app(), &path, &["wS1", "bS1 wS1-", "wQ -wS1"]);
    key(&mut app, KeyCode::Char('D'));
    run_effects(&mut app, KeyCode::Char('y'));
    disk.write_autosave(&mut app);
    run_effects(&mut app, KeyCode::Char('u'));
    key(&mut app, KeyCode::Char('D'));
    run_effects(&mut app, KeyCode::Char('y'));
    disk.write_autosave(&mut app);
    assert_eq!(app.saving.autosave.as_ref().unwrap().path, path);
    let (again, _) = hive::record::load(&path).unwrap();
    assert_eq!(
        again.result.ending,
        Some(RecordEnding::Rules(Ending::Agreement))
    );
}

#[test]
fn a_save_changed_on_disk_is_not_overwritten() {
    let disk = hive::tui::runtime::disk::Disk::default();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game-1.json");
    let mut app = app();
    let record = hive::record::Record::from_game(&app.session.game, "White", "Black", None);
    app.saving.autosave = Some(hive::tui::model::Autosave::new(path.clone(), record));
    type_move(&mut app, "wS1");
    disk.write_autosave(&mut app);
    // Someone edits the file while the game is open.
    std::fs::write(&path, "edited by hand").unwrap();
    type_move(&mut app, "bS1 wS1-");
    disk.write_autosave(&mut app);
    assert_eq!(std::fs::read_to_string(&path).unwrap(), "edited by hand");
    let now = app.saving.autosave.as_ref().unwrap().path.clone();
    assert_ne!(now, path);
    let (_, game) = hive::record::load(&now).unwrap();
    assert_eq!(game.moves().len(), 2);
    let (text, _) = app.screen.message.clone().unwrap();
    assert!(text.contains("was changed outside this game"), "{text}");
}

// 11. Saving a copy (`s`).

/// Types `text` at the save prompt and carries out what Enter asks for, as the runtime does.
fn save_as(app: &mut App, text: &str) {
    key(app, KeyCode::Char('s'));
    assert_eq!(
        app.mode,
        Mode::SaveAs {
            text: String::new(),
            error: None
        },
        "the prompt starts empty"
    );
    for c in text.chars() {
        key(app, KeyCode::Char(c));
    }
    run_effects(app, KeyCode::Enter);
}

/// Presses `code` and carries out the copies it asks for.
fn run_effects(app: &mut App, code: KeyCode) {
    let disk = hive::tui::runtime::disk::Disk::default();
    for effect in app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE))) {
        if let Effect::SaveCopy { path, replace } = effect {
            disk.write_copy(app, path, replace);
        }
    }
}

#[test]
fn save_as_starts_empty_in_the_games_folder_expands_home_and_makes_no_folders() {
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path().join("data/games");
    let home = dir.path().join("home");
    std::fs::create_dir(&home).unwrap();
    let mut app = app();
    app.saving.folders = hive::tui::model::Folders {
        games: Some(games.clone()),
        home: Some(home.clone()),
    };
    type_move(&mut app, "wS1");
    // A bare name goes into the games folder (made if need be), `.json` added.
    save_as(&mut app, "first");
    assert_eq!(app.mode, Mode::Play, "{:?}", app.screen.message);
    assert!(games.join("first.json").is_file());
    let (text, _) = app.screen.message.clone().unwrap();
    assert!(text.starts_with("Saved 1 ply to"), "{text}");
    // `~/` is the home folder.
    save_as(&mut app, "~/mine.json");
    assert!(home.join("mine.json").is_file(), "{:?}", app.screen.message);
    // A folder that does not exist is not made: the prompt stays and says why.
    save_as(&mut app, "~/new/deeper/g");
    assert!(
        matches!(&app.mode, Mode::SaveAs { error: Some(e), .. } if e.contains("there is no folder")),
        "{:?}",
        app.mode
    );
    assert!(!home.join("new").exists());
    key(&mut app, KeyCode::Esc);
    // Literally `~` is never a folder made in the current directory.
    save_as(&mut app, "~");
    assert!(matches!(&app.mode, Mode::SaveAs { error: Some(_), .. }));
    key(&mut app, KeyCode::Esc);
    assert!(!std::path::Path::new("~").exists());
}

#[test]
fn save_as_asks_before_replacing_a_file() {
    let disk = hive::tui::runtime::disk::Disk::default();
    let dir = tempfile::tempdir().unwrap();
    let precious = dir.path().join("precious.json");
    std::fs::write(&precious, "a game that must not be lost").unwrap();
    let mut app = app();
    app.saving.folders = hive::tui::model::Folders {
        games: Some(dir.path().to_path_buf()),
        home: None,
    };
    type_move(&mut app, "wS1");
    save_as(&mut app, "precious");
    assert!(
        matches!(&app.mode, Mode::Confirm { question: Question::Replace(p), .. } if *p == precious),
        "{:?}",
        app.mode
    );
    let screen = draw(&mut app, 80, 24);
    assert!(
        screen.contains("exists. Replace it? y replaces"),
        "{screen}"
    );
    // No: the file is kept and the prompt is back with the name.
    run_effects(&mut app, KeyCode::Char('n'));
    assert_eq!(
        std::fs::read_to_string(&precious).unwrap(),
        "a game that must not be lost"
    );
    assert!(matches!(&app.mode, Mode::SaveAs { text, .. } if text == "precious"));
    // …and says so, not "Carry on." (a tester typed on, into the name).
    let (text, _) = app.screen.message.clone().unwrap();
    assert!(text.starts_with("Not replaced: change the name"), "{text}");
    // Enter again, then yes: replaced by the copy.
    run_effects(&mut app, KeyCode::Enter);
    run_effects(&mut app, KeyCode::Char('y'));
    assert_eq!(app.mode, Mode::Play);
    let (_, game) = hive::record::load(&precious).unwrap();
    assert_eq!(game.move_strings().collect::<Vec<_>>(), ["wS1"]);
    // Never over the game's own autosave file.
    let own = dir.path().join("own.json");
    let record = hive::record::Record::from_game(&app.session.game, "White", "Black", None);
    app.saving.autosave = Some(hive::tui::model::Autosave::new(own.clone(), record));
    disk.write_autosave(&mut app);
    save_as(&mut app, "own");
    assert!(
        matches!(&app.mode, Mode::SaveAs { error: Some(e), .. } if e.contains("own file")),
        "{:?}",
        app.mode
    );
}

#[test]
fn names_and_messages_from_files_are_shown_escaped_and_cut() {
    // A record's names are untrusted: an escape sequence would retitle the terminal.
    let hostile = format!("Eve\x1b]0;pwned\x07{}", "x".repeat(300));
    let mut app = App::new(GameType::BASE, hostile.clone(), "Bob".into());
    app.screen.look.depth = hive::tui::Depth::NoColor;
    let screen = draw(&mut app, 80, 24);
    assert!(
        !screen.contains('\x1b') && !screen.contains('\x07'),
        "{screen:?}"
    );
    assert!(screen.contains(r"Eve\e]0;pwned"), "{screen}");
    assert!(
        app.session
            .named(&app.screen.lang, Color::White)
            .chars()
            .count()
            < 60
    );
    // A refused save names the folder, escaped, in a message of bounded length.
    let dir = tempfile::tempdir().unwrap();
    app.saving.folders = hive::tui::model::Folders {
        games: Some(dir.path().to_path_buf()),
        home: None,
    };
    type_move(&mut app, "wS1");
    save_as(&mut app, &format!("sub\x1b[2J/{}", "y".repeat(500)));
    let Mode::SaveAs { error: Some(e), .. } = &app.mode else {
        panic!("{:?}", app.mode)
    };
    assert!(!e.contains('\x1b') && e.contains(r"\e[2J"), "{e}");
    assert!(e.chars().count() < 200, "{e}");
}

#[test]
fn moves_the_file_did_not_take_are_never_lost_in_silence() {
    let disk = hive::tui::runtime::disk::Disk::default();
    // A tester's find: with the games folder gone read-only, moves were shown, the warning
    // passed, and quitting (exit 0) lost them. Here a file takes the folder's place (root
    // ignores modes, and a missing folder is made again).
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path().join("games");
    std::fs::create_dir(&games).unwrap();
    let path = games.join("game-1.json");
    let mut app = app();
    let record = hive::record::Record::from_game(&app.session.game, "White", "Black", None);
    app.saving.autosave = Some(hive::tui::model::Autosave::new(path.clone(), record));
    type_move(&mut app, "wS1");
    disk.write_autosave(&mut app);
    assert_eq!(app.saving.unsaved, None);
    std::fs::remove_dir_all(&games).unwrap();
    std::fs::write(&games, "not a folder").unwrap();
    type_move(&mut app, "bS1 wS1-");
    disk.write_autosave(&mut app);
    assert!(app.saving.unsaved.is_some());
    assert!(draw(&mut app, 100, 30).contains("Autosave failed"));
    // Quitting says what it loses.
    key(&mut app, KeyCode::Char('q'));
    let screen = draw(&mut app, 100, 30);
    assert!(screen.contains("The last moves are NOT saved."), "{screen}");
    assert!(screen.contains("(s saves a copy)"), "{screen}");
    key(&mut app, KeyCode::Esc);
    // A copy holds the game: nothing is lost any more, and quitting says the usual.
    let copy = dir.path().join("copy.json");
    save_as(&mut app, copy.to_str().unwrap());
    assert_eq!(app.saving.unsaved, None);
    assert_eq!(hive::record::load(&copy).unwrap().0.plies(), 2);
    key(&mut app, KeyCode::Char('q'));
    assert!(draw(&mut app, 100, 30).contains("Quit this game?"));
    key(&mut app, KeyCode::Esc);
    // The next move reaches the autosave file again once its folder is back.
    std::fs::remove_file(&games).unwrap();
    std::fs::create_dir(&games).unwrap();
    type_move(&mut app, "wQ -wS1");
    disk.write_autosave(&mut app);
    assert_eq!(app.saving.unsaved, None);
    assert_eq!(hive::record::load(&path).unwrap().0.plies(), 3);
}

// 12. Files let go of.

/// Presses `code` and carries out the autosaves it asks for through `disk`, as the runtime
/// does.
fn press_saving(app: &mut App, disk: &hive::tui::runtime::disk::Disk, code: KeyCode) {
    let effects = app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    for effect in effects {
        if effect == Effect::Autosave {
            disk.write_autosave(app);
        }
    }
}

#[test]
fn a_file_the_game_leaves_for_a_new_game_or_a_new_line_is_let_go() {
    // Issue #28: a game left with N, or the file a new line branched from, stayed locked
    // until the process ended: another hive was refused it as "open in another hive".
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game-1.json");
    let disk = hive::tui::runtime::disk::Disk::default();
    let mut app = app();
    app.saving.folders.games = Some(dir.path().to_path_buf());
    let record = hive::record::Record::from_game(&app.session.game, "White", "Black", None);
    app.saving.autosave = Some(hive::tui::model::Autosave::new(path.clone(), record));
    for m in ["wS1", "bS1 wS1-"] {
        type_move(&mut app, m);
        disk.write_autosave(&mut app);
    }
    assert!(hive::record::holder(&path).is_some(), "the game's own file");
    // A new line stays in the same file (a variation), which stays held.
    press_saving(&mut app, &disk, KeyCode::Char('u'));
    type_move(&mut app, "bG1 wS1-");
    disk.write_autosave(&mut app);
    let branch = app.saving.autosave.as_ref().unwrap().path.clone();
    assert_eq!(branch, path);
    assert!(
        hive::record::holder(&path).is_some(),
        "still the game's file"
    );
    // Resigned, withdrawn and played on: a new file, and the old one is free.
    key(&mut app, KeyCode::Char('R'));
    run_effects(&mut app, KeyCode::Char('y'));
    disk.write_autosave(&mut app);
    run_effects(&mut app, KeyCode::Char('u'));
    type_move(&mut app, "wQ -wS1");
    disk.write_autosave(&mut app);
    let branch = app.saving.autosave.as_ref().unwrap().path.clone();
    assert_ne!(branch, path);
    assert_eq!(hive::record::holder(&path), None, "the file branched from");
    assert!(
        hive::record::holder(&branch).is_some(),
        "the new line's file"
    );
    // N: the game left is free at once, before the new game has a file.
    press_saving(&mut app, &disk, KeyCode::Char('N'));
    press_saving(&mut app, &disk, KeyCode::Char('y'));
    assert_eq!(app.session.game.moves().len(), 0);
    assert_eq!(hive::record::holder(&branch), None, "the game left with N");
    // The new game's first move starts a file of its own, held.
    type_move(&mut app, "wG1");
    disk.write_autosave(&mut app);
    let new = app.saving.autosave.as_ref().unwrap().path.clone();
    assert!(![&path, &branch].contains(&&new));
    assert!(hive::record::holder(&new).is_some());
    assert_eq!(hive::record::holder(&path), None);
    assert_eq!(hive::record::holder(&branch), None);
}

#[test]
fn esc_from_the_save_prompt_takes_its_explanation_away() {
    let mut app = app();
    key(&mut app, KeyCode::Char('s'));
    assert!(matches!(app.mode, Mode::SaveAs { .. }));
    let said = app
        .screen
        .message
        .clone()
        .map(|(m, _)| m)
        .unwrap_or_default();
    assert!(said.starts_with("A name saves a copy"), "{said}");
    key(&mut app, KeyCode::Esc);
    assert_eq!(app.mode, Mode::Play);
    // Before, the explanation of the prompt stayed on screen after it closed.
    assert_eq!(app.screen.message, None);
    assert!(!draw(&mut app, 80, 24).contains("A name saves a copy"));
}
