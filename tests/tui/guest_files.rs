//! A seat shared with other people names no file on the machine that serves it: plain
//! mode's `save NAME` wrote a guest's copy wherever they named (an absolute path, `..`,
//! another extension) on a server's disk, where the board's `s` was refused. And what
//! such a seat is refused is refused for its true reason.

use hive::room::{Place, Seat};
use hive::rules::Color;
use hive::tui::input::plain::Command;
use hive::tui::model::{Effect, Folders, Mode, Msg, Question};
use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::screens::app;

fn writes(effects: &[Effect]) -> bool {
    effects.iter().any(|e| matches!(e, Effect::SaveCopy { .. }))
}

#[test]
fn a_shared_seat_writes_no_file_whatever_way_it_asks() {
    let dir = tempfile::tempdir().unwrap();
    let refused = hive::lang::Lang::english().get("dialogs-shared-no-save");
    for seat in [Seat::Player(Color::White), Seat::Watcher] {
        let mut app = app();
        app.saving.folders = Folders {
            games: Some(dir.path().to_path_buf()),
            home: None,
        };
        app.session.place = Place::Shared(seat);
        // Plain mode's command, in every form the testers wrote.
        for name in ["x", "/tmp/elsewhere", "../up", "noext.txt"] {
            let effects = app.update(Msg::Command(Command::Save(name.into())));
            assert!(!writes(&effects), "{seat:?} {name}");
            let told = app.screen.message.clone().map(|(t, _)| t);
            assert_eq!(told.as_deref(), Some(refused.as_str()), "{seat:?} {name}");
            assert_eq!(app.mode, Mode::Play);
        }
        // The board's file name line, however it came to be open: Enter on a name.
        app.mode = Mode::SaveAs {
            text: "x".into(),
            error: None,
        };
        let enter = KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE);
        let effects = app.update(Msg::Key(enter));
        assert!(!writes(&effects), "{seat:?}: Enter on a name");
        assert_eq!(app.mode, Mode::Play);
        // Yes to replacing a file.
        app.mode = Mode::Confirm {
            question: Question::Replace(dir.path().join("x.json")),
            back: Box::new(Mode::Play),
        };
        let yes = KeyEvent::new(KeyCode::Char('y'), KeyModifiers::NONE);
        let effects = app.update(Msg::Key(yes));
        assert!(!writes(&effects), "{seat:?}: yes to replacing");
    }
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0);
    // At a game of its own, the same command does write (the runtime is told to).
    let mut app = app();
    let effects = app.update(Msg::Command(Command::Save("x".into())));
    assert!(writes(&effects));
}

#[test]
fn a_hint_refused_against_the_servers_computer_says_it_is_the_opponent() {
    // A tester at a game against the computer at the table was told there are no hints
    // "in a game between people".
    let lang = hive::lang::Lang::english();
    for (computer, id) in [
        (false, "dialogs-shared-no-hints"),
        (true, "dialogs-served-no-hints"),
    ] {
        let mut app = app();
        app.session.place = Place::Shared(Seat::Player(Color::White));
        app.session.link.against_computer = computer;
        let effects = app.update(Msg::Key(KeyEvent::new(
            KeyCode::Char('H'),
            KeyModifiers::SHIFT,
        )));
        assert!(effects.is_empty(), "{effects:?}");
        let told = app.screen.message.clone().map(|(t, _)| t);
        assert_eq!(told, Some(lang.get(id)), "computer: {computer}");
    }
}
