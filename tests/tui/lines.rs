//! The lines of one game (#31): a different move after moves taken back keeps the old line
//! in the same file; the move list marks where lines part, review shows each (`v`) and makes
//! the one shown the main line (`^`), saved before the screen says so.

use hive::record::{self, Record};
use hive::tui::model::{App, Autosave, Effect, Mode, Msg};
use hive::tui::runtime::disk::Disk;
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::screens::{app, draw, message};

/// Presses `code`, carrying out the autosaves it asks for as the runtime does.
fn press(app: &mut App, disk: &Disk, code: KeyCode) {
    let effects = app.update(Msg::Key(KeyEvent::new(code, KeyModifiers::NONE)));
    for effect in effects {
        if effect == Effect::Autosave {
            disk.write_autosave(app);
        }
    }
}

fn type_saving(app: &mut App, disk: &Disk, text: &str) {
    press(app, disk, KeyCode::Char(':'));
    for c in text.chars() {
        press(app, disk, KeyCode::Char(c));
    }
    press(app, disk, KeyCode::Enter);
}

fn texts(record: &Record, line: Option<usize>) -> Vec<String> {
    record.line(line).iter().map(|m| m.text.clone()).collect()
}

const FIRST: [&str; 4] = ["wS1", "bS1 wS1-", "wQ -wS1", "bQ bS1-"];
const OTHER: &str = "wG1 -wS1";

/// A game autosaving to `path` that played [`FIRST`], took two moves back and played
/// [`OTHER`]: two lines that part at move 3.
fn two_lines(path: &std::path::Path, disk: &Disk) -> App {
    let mut app = app();
    app.update(Msg::Resize(80, 24));
    let record = Record::from_game(&app.session.game, "Ann", "Bob", None);
    app.saving.autosave = Some(Autosave::new(path.to_path_buf(), record));
    for m in FIRST {
        type_saving(&mut app, disk, m);
    }
    press(&mut app, disk, KeyCode::Char('u'));
    press(&mut app, disk, KeyCode::Char('u'));
    type_saving(&mut app, disk, OTHER);
    app
}

#[test]
fn review_shows_the_other_line_and_makes_it_the_main_line_with_the_save_written() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    let disk = Disk::default();
    let mut app = two_lines(&path, &disk);
    // Said when it happened, and kept in the file.
    assert!(
        message(&app).contains("The line left is kept in this game"),
        "{}",
        message(&app)
    );
    let (before, _) = record::load(&path).unwrap();
    assert_eq!(texts(&before, None), [FIRST[0], FIRST[1], OTHER]);
    assert_eq!(texts(&before, Some(0)), FIRST);
    // The move list marks move 3, where the lines part, and no other.
    let screen = draw(&mut app, 80, 24);
    assert!(screen.contains("  3+ wG1 -wS1"), "{screen}");
    assert!(screen.contains("  2. bS1 wS1-"), "{screen}");

    // Review, at move 2: no line parts at move 2, so v looks at move 3 and shows the
    // other line's move on the board.
    press(&mut app, &disk, KeyCode::Char('r'));
    press(&mut app, &disk, KeyCode::Left);
    assert_eq!(app.review_position(), (2, 3));
    press(&mut app, &disk, KeyCode::Char('v'));
    assert_eq!(app.shown_line(), FIRST);
    assert_eq!(app.review_position(), (3, 4));
    assert!(message(&app).starts_with("Line 2 of 2 at move 3: wQ -wS1 (4 plies)"));
    let screen = draw(&mut app, 80, 24);
    assert!(
        screen.contains("  3+ wQ -wS1") && screen.contains("  4. bQ bS1-"),
        "{screen}"
    );
    // Only looked at: the file is as it was.
    assert_eq!(record::load(&path).unwrap().0, before);
    // v again comes back round to the main line, V goes the other way.
    press(&mut app, &disk, KeyCode::Char('v'));
    assert_eq!(app.shown_line(), [FIRST[0], FIRST[1], OTHER]);
    assert!(message(&app).contains("the main line"), "{}", message(&app));
    press(&mut app, &disk, KeyCode::Char('V'));
    assert_eq!(app.shown_line(), FIRST);
    // Esc goes back to the game where it stood, on its own line.
    press(&mut app, &disk, KeyCode::Esc);
    assert_eq!(app.mode, Mode::Play);
    assert_eq!(app.shown_line(), [FIRST[0], FIRST[1], OTHER]);
    assert_eq!(app.review_position(), (3, 3));
    assert_eq!(record::load(&path).unwrap().0.moves, before.moves);

    // Back in review on the old line, `^` makes it the main line: written, then said.
    press(&mut app, &disk, KeyCode::Char('r'));
    press(&mut app, &disk, KeyCode::Char('v'));
    press(&mut app, &disk, KeyCode::Char('^'));
    assert_eq!(app.mode, Mode::Play);
    assert_eq!(app.review_position(), (3, 4), "U follows the rest of it");
    assert!(
        message(&app).starts_with("The line shown (4 plies) is the main line now"),
        "{}",
        message(&app)
    );
    let (after, game) = record::load(&path).unwrap();
    assert_eq!(texts(&after, None), FIRST);
    assert_eq!(texts(&after, Some(0)), [FIRST[0], FIRST[1], OTHER]);
    assert_eq!(after.current, Some(3), "the game stands at the ply shown");
    assert_eq!(game.moves().len(), 3);
    assert!(after.keeps(&before) && before.keeps(&after), "nothing lost");
    // Play goes on from it: U plays its fourth move, still one file with both lines.
    press(&mut app, &disk, KeyCode::Char('U'));
    let (last, _) = record::load(&path).unwrap();
    assert_eq!(last.current, None);
    assert_eq!(texts(&last, None), FIRST);
    assert!(last.keeps(&before));
    assert_eq!(record::list_games(dir.path()).unwrap().len(), 1);
}

#[test]
fn playing_on_from_another_line_makes_it_the_main_line_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("game.json");
    let disk = Disk::default();
    let mut app = two_lines(&path, &disk);
    let (before, _) = record::load(&path).unwrap();
    press(&mut app, &disk, KeyCode::Char('r'));
    press(&mut app, &disk, KeyCode::Char('v'));
    press(&mut app, &disk, KeyCode::Char('b'));
    assert!(
        message(&app).contains("the main line now (the old one is kept as a variation)"),
        "{}",
        message(&app)
    );
    let (after, _) = record::load(&path).unwrap();
    assert_eq!(texts(&after, None), FIRST);
    assert!(after.keeps(&before));
    // A game with one line: v says there is none to show, ^ that it is the main line.
    let mut single = app_one_line(&dir.path().join("one.json"), &disk);
    press(&mut single, &disk, KeyCode::Char('r'));
    press(&mut single, &disk, KeyCode::Char('v'));
    assert!(message(&single).starts_with("This game has one line"));
    press(&mut single, &disk, KeyCode::Char('^'));
    assert!(message(&single).starts_with("This is the main line already"));
    assert!(matches!(single.mode, Mode::Review { .. }));
    // Playing on from an earlier ply says the line shown is kept, and it is.
    press(&mut single, &disk, KeyCode::Left);
    press(&mut single, &disk, KeyCode::Char('b'));
    assert!(
        message(&single).starts_with(
            "Playing on from ply 1. A new move starts another line and this one is kept"
        ),
        "{}",
        message(&single)
    );
    type_saving(&mut single, &disk, "bG1 wS1-");
    let (rec, _) = record::load(&dir.path().join("one.json")).unwrap();
    assert_eq!(texts(&rec, None), ["wS1", "bG1 wS1-"]);
    assert_eq!(texts(&rec, Some(0)), &FIRST[..2]);
}

fn app_one_line(path: &std::path::Path, disk: &Disk) -> App {
    let mut app = app();
    let record = Record::from_game(&app.session.game, "Ann", "Bob", None);
    app.saving.autosave = Some(Autosave::new(path.to_path_buf(), record));
    for m in &FIRST[..2] {
        type_saving(&mut app, disk, m);
    }
    app
}
