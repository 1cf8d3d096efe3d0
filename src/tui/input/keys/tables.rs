//! The tables, one per mode, in the order the help page lists them, and a key press read
//! through them into the mode's action.

use ratatui::crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

use super::actions::{
    Action, Answer, Binding, Edit, ExploreAction, GamesAction, HelpAction, Key, LessonsAction, Nav,
    ReviewAction, ch, code, ctrl, shift,
};
use crate::lang::Lang;
use crate::room::{Act, Place};
use crate::rules::Bug;
use crate::tui::input::mouse::MOUSE;

/// The ten digit keys: number keys drop a piece on a numbered cell, or type a ply.
const DIGITS: &[Key] = &[
    ch('0'),
    ch('1'),
    ch('2'),
    ch('3'),
    ch('4'),
    ch('5'),
    ch('6'),
    ch('7'),
    ch('8'),
    ch('9'),
];

macro_rules! bind {
    ([$($k:expr),* $(,)?], $action:expr, $help:expr) => {
        Binding { keys: &[$($k),*], action: $action, help: $help }
    };
}
#[cfg(test)]
pub(super) use bind;

/// The game screen's keys while playing, in the order the help page lists them.
pub const PLAY: &[Binding<Action>] = &[
    bind!(
        [code(KeyCode::Left), ch('h')],
        Action::Cursor(Nav::Left),
        "key-play-cursor-west"
    ),
    bind!(
        [code(KeyCode::Right), ch('l')],
        Action::Cursor(Nav::Right),
        "key-play-cursor-east"
    ),
    bind!(
        [code(KeyCode::Up), ch('k')],
        Action::Cursor(Nav::Up),
        "key-play-cursor-up"
    ),
    bind!(
        [code(KeyCode::Down), ch('j')],
        Action::Cursor(Nav::Down),
        "key-play-cursor-down"
    ),
    bind!(
        [code(KeyCode::Enter), ch(' ')],
        Action::Pick,
        "key-play-pick-up-piece-under"
    ),
    bind!(
        [code(KeyCode::Esc)],
        Action::Cancel,
        "key-play-put-picked-piece-back"
    ),
    bind!(
        [code(KeyCode::Tab)],
        Action::NextPiece,
        "key-play-next-piece-can-move"
    ),
    bind!(
        [code(KeyCode::BackTab), shift(KeyCode::BackTab)],
        Action::PrevPiece,
        "key-play-previous-piece-destination"
    ),
    bind!(
        [
            ch('Q'),
            ch('S'),
            ch('B'),
            ch('G'),
            ch('A'),
            ch('M'),
            ch('L'),
            ch('P'),
            ch('b'),
            ch('g'),
            ch('a'),
            ch('m'),
            ch('p')
        ],
        Action::Hand(Bug::Queen),
        "key-play-take-bug-from-your"
    ),
    Binding {
        keys: DIGITS,
        action: Action::Digit(0),
        help: "key-play-drop-number",
    },
    bind!([ch(':')], Action::Prompt, "key-play-type-move-uhp-notation"),
    bind!(
        [ch('u')],
        Action::Undo,
        "key-play-undo-against-computer-reply"
    ),
    bind!([ch('U'), ctrl('r')], Action::Redo, "key-play-redo"),
    bind!(
        [
            shift(KeyCode::Left),
            shift(KeyCode::Right),
            shift(KeyCode::Up),
            shift(KeyCode::Down)
        ],
        Action::Pan(0, 0),
        "key-play-pan-view-stays-where"
    ),
    bind!([ch('c')], Action::Center, "key-play-centre-view-hive"),
    bind!([ch('z')], Action::Zoom, "key-play-large-compact-hexes"),
    bind!(
        [ch('H')],
        Action::Hint,
        "key-play-hint-engine-suggests-move"
    ),
    bind!(
        [ch('x')],
        Action::PlayHint,
        "key-play-play-hint-marked-board"
    ),
    bind!(
        [ch('n')],
        Action::MoveNow,
        "key-play-while-computer-thinks-plays"
    ),
    bind!(
        [ch('t')],
        Action::Ponder,
        "key-play-pondering-off-computer-thinks"
    ),
    bind!(
        [ch('D')],
        Action::OfferDraw,
        "key-play-offer-draw-other-side"
    ),
    bind!(
        [ch('T'), code(KeyCode::Pause)],
        Action::Pause,
        "key-play-pause-resume-clocks-game"
    ),
    bind!([ch('R')], Action::Resign, "key-play-resign-asks-first"),
    bind!([ch('W')], Action::ClaimWin, "key-play-claim-win"),
    bind!(
        [ch('I')],
        Action::NewCodes,
        "key-play-new-invite-codes-hive"
    ),
    bind!([ch('w')], Action::Talk, "chat-key-talk"),
    bind!([ch('N')], Action::NewGame, "key-play-new-game-asks-first"),
    bind!([ch('s')], Action::Save, "key-play-save-copy-game-file"),
    bind!(
        [ch('r')],
        Action::Review,
        "key-play-review-step-through-game"
    ),
    bind!(
        [ch('o')],
        Action::Explore,
        "key-play-opening-explorer-what-your"
    ),
    bind!([ch('O')], Action::Games, "key-play-your-saved-games-search"),
    bind!([ch('?')], Action::Help, "key-play-help-keys-rules-each"),
    bind!([code(KeyCode::F(3))], Action::Lessons, "learn-key-lessons"),
    bind!([ch('q')], Action::Quit, "key-play-quit-asks-first"),
    bind!([ctrl('c')], Action::ForceQuit, "key-play-quit-now-from-any"),
];

/// The keys of review mode.
pub const REVIEW: &[Binding<ReviewAction>] = &[
    bind!(
        [code(KeyCode::Left), ch('h')],
        ReviewAction::Step(-1),
        "key-review-ply-back"
    ),
    bind!(
        [code(KeyCode::Right), ch('l')],
        ReviewAction::Step(1),
        "key-review-ply-forward"
    ),
    bind!(
        [code(KeyCode::Home), ch('g')],
        ReviewAction::Start,
        "key-review-start"
    ),
    bind!(
        [code(KeyCode::End), ch('G')],
        ReviewAction::End,
        "key-review-last-ply"
    ),
    Binding {
        keys: DIGITS,
        action: ReviewAction::Digit('0'),
        help: "key-review-type-ply",
    },
    bind!([code(KeyCode::Enter)], ReviewAction::Go, "key-review-go"),
    bind!(
        [code(KeyCode::Backspace)],
        ReviewAction::Backspace,
        "key-review-take-back-digit"
    ),
    bind!(
        [ch(' ')],
        ReviewAction::Autoplay,
        "key-review-auto-play-off"
    ),
    bind!(
        [ch('+'), ch('=')],
        ReviewAction::Speed(1),
        "key-review-auto-play-faster"
    ),
    bind!(
        [ch('-')],
        ReviewAction::Speed(-1),
        "key-review-auto-play-slower"
    ),
    bind!(
        [ch('a')],
        ReviewAction::Analyze,
        "key-review-analyse-every-ply-background"
    ),
    bind!(
        [ch('o')],
        ReviewAction::Explore,
        "key-review-opening-explorer-what-your"
    ),
    bind!(
        [ch('O')],
        ReviewAction::Games,
        "key-review-your-saved-games-search"
    ),
    bind!(
        [ch('b')],
        ReviewAction::PlayOn,
        "key-review-play-from-ply-shown"
    ),
    bind!(
        [ch('v')],
        ReviewAction::Line(1),
        "key-review-where-move-has-other"
    ),
    bind!(
        [ch('V')],
        ReviewAction::Line(-1),
        "key-review-show-previous-line"
    ),
    bind!(
        [ch('^')],
        ReviewAction::Promote,
        "key-review-make-line-shown-main"
    ),
    bind!(
        [code(KeyCode::Esc)],
        ReviewAction::Leave,
        "key-review-back-game-where-stood"
    ),
    bind!(
        [
            shift(KeyCode::Left),
            shift(KeyCode::Right),
            shift(KeyCode::Up),
            shift(KeyCode::Down)
        ],
        ReviewAction::Pan(0, 0),
        "key-review-pan-view"
    ),
    bind!(
        [ch('c')],
        ReviewAction::Center,
        "key-review-centre-view-hive"
    ),
    bind!(
        [ch('z')],
        ReviewAction::Zoom,
        "key-review-large-compact-hexes"
    ),
    bind!(
        [ch('?')],
        ReviewAction::Help,
        "key-review-help-closing-returns-here"
    ),
    bind!([ch('q')], ReviewAction::Quit, "key-review-quit-asks-first"),
];

/// The keys of the help pages.
pub(crate) const HELP: &[Binding<HelpAction>] = &[
    bind!(
        [code(KeyCode::Down), ch('j')],
        HelpAction::Scroll(1),
        "key-help-scroll-down"
    ),
    bind!(
        [code(KeyCode::Up), ch('k')],
        HelpAction::Scroll(-1),
        "key-help-scroll-up"
    ),
    bind!(
        [code(KeyCode::PageDown), ch(' ')],
        HelpAction::Page(1),
        "key-help-scroll-down-screen"
    ),
    bind!(
        [code(KeyCode::PageUp)],
        HelpAction::Page(-1),
        "key-help-scroll-up-screen"
    ),
    bind!([code(KeyCode::Home)], HelpAction::Top, "key-help-top-page"),
    bind!(
        [code(KeyCode::F(2))],
        HelpAction::Language,
        "key-help-language"
    ),
    bind!(
        [code(KeyCode::F(3))],
        HelpAction::Lessons,
        "learn-key-lessons"
    ),
    bind!(
        [code(KeyCode::End)],
        HelpAction::Bottom,
        "key-help-bottom-page"
    ),
    bind!(
        [code(KeyCode::Right), ch('l'), code(KeyCode::Tab)],
        HelpAction::Turn(1),
        "key-help-next-page"
    ),
    bind!(
        [code(KeyCode::Left), ch('h'), code(KeyCode::BackTab)],
        HelpAction::Turn(-1),
        "key-help-previous-page"
    ),
    bind!(
        [
            ch('Q'),
            ch('S'),
            ch('B'),
            ch('G'),
            ch('A'),
            ch('M'),
            ch('L'),
            ch('P')
        ],
        HelpAction::Bug(Bug::Queen),
        "key-help-rules-bug"
    ),
    bind!(
        [code(KeyCode::Esc), ch('q'), ch('?')],
        HelpAction::Close,
        "key-help-close-help"
    ),
];

/// The keys of the opening explorer.
pub(crate) const EXPLORE: &[Binding<ExploreAction>] = &[
    bind!(
        [code(KeyCode::Up), ch('k')],
        ExploreAction::Choose(-1),
        "key-explore-move-above"
    ),
    bind!(
        [code(KeyCode::Down), ch('j'), code(KeyCode::Tab)],
        ExploreAction::Choose(1),
        "key-explore-move-below"
    ),
    bind!(
        [code(KeyCode::Enter), ch(' ')],
        ExploreAction::Follow,
        "key-explore-play-move-chosen-from"
    ),
    bind!(
        [ch('g')],
        ExploreAction::Games,
        "key-explore-games-reached-position-moves"
    ),
    bind!(
        [code(KeyCode::Esc), ch('o'), ch('q')],
        ExploreAction::Close,
        "key-explore-close-explorer"
    ),
    bind!([ch('?')], ExploreAction::Help, "key-explore-help"),
];

/// The keys of the games screen: every other character is typed into its search.
pub(crate) const GAMES: &[Binding<GamesAction>] = &[
    bind!(
        [code(KeyCode::Up)],
        GamesAction::Choose(-1),
        "key-games-game-above"
    ),
    bind!(
        [code(KeyCode::Down), code(KeyCode::Tab)],
        GamesAction::Choose(1),
        "key-games-game-below"
    ),
    bind!(
        [code(KeyCode::PageUp)],
        GamesAction::Page(-1),
        "key-games-screen-games-up"
    ),
    bind!(
        [code(KeyCode::PageDown)],
        GamesAction::Page(1),
        "key-games-screen-games-down"
    ),
    bind!(
        [code(KeyCode::Home)],
        GamesAction::First,
        "key-games-first-game"
    ),
    bind!(
        [code(KeyCode::End)],
        GamesAction::Last,
        "key-games-last-game-listed"
    ),
    bind!(
        [code(KeyCode::Enter)],
        GamesAction::Open,
        "key-games-open-game-chosen-unfinished"
    ),
    bind!(
        [ctrl('r')],
        GamesAction::Replay,
        "key-games-replay-game-chosen-step"
    ),
    bind!(
        [code(KeyCode::Backspace)],
        GamesAction::Erase,
        "key-games-take-back-character-search"
    ),
    bind!([ctrl('u')], GamesAction::Clear, "key-games-clear-search"),
    bind!(
        [code(KeyCode::Esc)],
        GamesAction::Close,
        "key-games-close-games-screen-back"
    ),
];

/// The keys that answer a question (quit? new game? resign? accept a draw?).
pub(crate) const CONFIRM: &[Binding<Answer>] = &[
    bind!([ch('y'), ch('Y')], Answer::Yes, "key-confirm-yes"),
    bind!([ch('c')], Answer::Clock, "key-confirm-new-game-next-clock"),
    bind!(
        [ch('n'), ch('N'), code(KeyCode::Esc)],
        Answer::No,
        "key-confirm-no-so-does-any"
    ),
];

/// The keys of the `:` move prompt and `s`'s file name (any other character is typed).
pub const LINE: &[Binding<Edit>] = &[
    bind!(
        [code(KeyCode::Enter)],
        Edit::Submit,
        "key-line-play-move-typed-save"
    ),
    bind!([code(KeyCode::Esc)], Edit::Cancel, "key-line-close-prompt"),
    bind!(
        [code(KeyCode::Backspace)],
        Edit::Erase,
        "key-line-take-back-character"
    ),
    bind!([ctrl('u')], Edit::Clear, "key-line-clear-line"),
];

/// The keys of the lessons menu.
pub(crate) const LESSONS: &[Binding<LessonsAction>] = &[
    bind!(
        [code(KeyCode::Up), ch('k')],
        LessonsAction::Choose(-1),
        "learn-key-above"
    ),
    bind!(
        [code(KeyCode::Down), ch('j')],
        LessonsAction::Choose(1),
        "learn-key-below"
    ),
    bind!(
        [code(KeyCode::Home)],
        LessonsAction::First,
        "learn-key-first"
    ),
    bind!([code(KeyCode::End)], LessonsAction::Last, "learn-key-last"),
    bind!(
        [code(KeyCode::Enter), ch(' ')],
        LessonsAction::Start,
        "learn-key-start"
    ),
    bind!(
        [code(KeyCode::Esc), ch('q')],
        LessonsAction::Close,
        "learn-key-close"
    ),
];

/// A key in the lessons menu.
pub(crate) fn lessons_action_for(key: KeyEvent) -> Option<LessonsAction> {
    find(LESSONS, key)
}

/// The tables, titled, in the order the help page lists them, in `lang`: each section's
/// title, then each key's label and what it does (the tables hold message ids).
pub fn sections(lang: &Lang) -> Vec<(String, Vec<(String, String)>)> {
    sections_at(lang, Place::Local, false, true)
}

/// [`sections`] for a screen at `place`: the keys its room refuses it are left out (in a
/// game shared with other people, nothing is taken back, paused or hinted, and neither the
/// explorer nor the games screen opens), and a shared game's new codes unless this screen
/// is its host's (`hosting`). While the game is `running` its analysis is refused there
/// too; a finished game's is anyone's, so `a` comes back at the end.
pub fn sections_at(
    lang: &Lang,
    place: Place,
    hosting: bool,
    running: bool,
) -> Vec<(String, Vec<(String, String)>)> {
    let allowed = |act: Option<Act>| act.is_none_or(|act| place.allows(act));
    let codes = place == Place::Local || hosting;
    let playing = |a: Action| allowed(a.act()) && (a != Action::NewCodes || codes);
    let reviewing = |a: ReviewAction| {
        allowed(a.act()) && (a != ReviewAction::Analyze || !running || allowed(Some(Act::Analyze)))
    };
    // The question a new game asks has a key of its own, for its clock.
    let answering = |a: Answer| a != Answer::Clock || allowed(Some(Act::NewGame));
    let mut out = vec![
        ("keys-playing", rows_where(PLAY, lang, playing)),
        ("keys-reviewing", rows_where(REVIEW, lang, reviewing)),
    ];
    if allowed(Some(Act::Explore)) {
        out.push(("keys-explorer", rows_of(EXPLORE, lang)));
    }
    if allowed(Some(Act::Games)) {
        out.push(("keys-games", rows_of(GAMES, lang)));
    }
    if allowed(Some(Act::Learn)) {
        out.push(("learn-keys-section", rows_of(LESSONS, lang)));
    }
    out.extend([
        ("keys-help", rows_where(HELP, lang, |a| allowed(a.act()))),
        ("keys-questions", rows_where(CONFIRM, lang, answering)),
        ("keys-typing", rows_of(LINE, lang)),
    ]);
    out.push((
        "keys-mouse",
        MOUSE
            .iter()
            .map(|b| (lang.get(b.label), lang.get(b.help)))
            .collect(),
    ));
    out.into_iter()
        .map(|(title, rows)| (lang.get(title), rows))
        .collect()
}

/// A table's rows: each key's label and what it does, in `lang`.
fn rows_of<A: Copy>(table: &[Binding<A>], lang: &Lang) -> Vec<(String, String)> {
    rows_where(table, lang, |_| true)
}

/// The rows of the keys whose action `keep` keeps.
fn rows_where<A: Copy>(
    table: &[Binding<A>],
    lang: &Lang,
    keep: impl Fn(A) -> bool,
) -> Vec<(String, String)> {
    table
        .iter()
        .filter(|b| keep(b.action))
        .map(|b| (b.label(), help_words(lang, b.help)))
        .collect()
}

/// What a key does, in `lang`: the language key lists the languages in the order it
/// goes through them.
fn help_words(lang: &Lang, id: &str) -> String {
    match id {
        "key-help-language" => {
            let names = lang.catalog().own_names();
            crate::say!(lang, id, languages = names.join(", "))
        }
        _ => lang.get(id),
    }
}

/// The binding of `key` in `table`, with the key code that matched.
fn find<A: Copy>(table: &[Binding<A>], key: KeyEvent) -> Option<A> {
    // Shift is part of an upper-case letter already; ignore it for characters.
    let mods = match key.code {
        KeyCode::Char(_) => key.modifiers - KeyModifiers::SHIFT,
        _ => key.modifiers,
    };
    table
        .iter()
        .find(|b| b.keys.iter().any(|&Key(c, m)| c == key.code && m == mods))
        .map(|b| b.action)
}

/// The play-mode action bound to a key press, if any.
pub(crate) fn action_for(key: KeyEvent) -> Option<Action> {
    let action = find(PLAY, key)?;
    Some(match (action, key.code) {
        (Action::Hand(_), KeyCode::Char(c)) => Bug::from_letter(c).map_or(action, Action::Hand),
        (Action::Digit(_), KeyCode::Char(c)) => {
            c.to_digit(10).map_or(action, |d| Action::Digit(d as usize))
        }
        (Action::Pan(..), code) => {
            let (dx, dy) = pan_step(code);
            Action::Pan(dx, dy)
        }
        _ => action,
    })
}

/// The pan an arrow key asks for, in hex steps.
fn pan_step(code: KeyCode) -> (i32, i32) {
    match code {
        KeyCode::Left => (-1, 0),
        KeyCode::Right => (1, 0),
        KeyCode::Up => (0, -1),
        KeyCode::Down => (0, 1),
        _ => (0, 0),
    }
}

/// Whether `key` is one of the play table's keys for `action`, whatever else is held with
/// it: Ctrl-C ([`Action::ForceQuit`]) quits from every screen, and `q` ([`Action::Quit`])
/// from one too small to show the game.
pub(crate) fn is_key_for(action: Action, key: KeyEvent) -> bool {
    PLAY.iter()
        .filter(|b| b.action == action)
        .flat_map(|b| b.keys)
        .any(|&Key(c, m)| c == key.code && key.modifiers.contains(m))
}

/// The review-mode action bound to a key press, if any.
pub(crate) fn review_action_for(key: KeyEvent) -> Option<ReviewAction> {
    let action = find(REVIEW, key)?;
    Some(match (action, key.code) {
        (ReviewAction::Digit(_), KeyCode::Char(c)) => ReviewAction::Digit(c),
        (ReviewAction::Pan(..), code) => {
            let (dx, dy) = pan_step(code);
            ReviewAction::Pan(dx, dy)
        }
        _ => action,
    })
}

/// The help-page action bound to a key press, if any.
pub(crate) fn help_action_for(key: KeyEvent) -> Option<HelpAction> {
    let action = find(HELP, key)?;
    Some(match (action, key.code) {
        (HelpAction::Bug(_), KeyCode::Char(c)) => {
            Bug::from_letter(c).map_or(action, HelpAction::Bug)
        }
        _ => action,
    })
}

/// The explorer action bound to a key press, if any.
pub(crate) fn explore_action_for(key: KeyEvent) -> Option<ExploreAction> {
    find(EXPLORE, key)
}

/// What a key does on the games screen: a binding of its table, or a character typed into
/// the search (`Err`). A character with Ctrl or Alt that is not in the table does nothing.
pub(crate) fn games_action_for(key: KeyEvent) -> Option<Result<GamesAction, char>> {
    if let Some(action) = find(GAMES, key) {
        return Some(Ok(action));
    }
    match key.code {
        KeyCode::Char(c)
            if !key
                .modifiers
                .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT) =>
        {
            Some(Err(c))
        }
        _ => None,
    }
}

/// The answer a key gives to a question: only the keys listed for yes say yes (the clock
/// key, where it is no choice, says no).
pub(crate) fn answer_for(key: KeyEvent) -> Answer {
    match find(CONFIRM, key) {
        Some(Answer::Yes) => Answer::Yes,
        _ => Answer::No,
    }
}

/// Whether `key` is `y` or `n` (either case): the only answers to a draw offer.
pub(crate) fn is_yes_or_no(key: KeyEvent) -> bool {
    matches!(key.code, KeyCode::Char('y' | 'Y' | 'n' | 'N'))
        && !key
            .modifiers
            .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT)
}

/// Whether `key` is the new-game question's clock choice.
pub(crate) fn is_clock_choice(key: KeyEvent) -> bool {
    find(CONFIRM, key) == Some(Answer::Clock)
}

/// What a key does to a line being typed. A character without Ctrl or Alt types itself;
/// with either it is a command (Alt stands for Ctrl here, as some terminals send it); other
/// keys act whatever modifiers are held.
pub(crate) fn edit_for(key: KeyEvent) -> Option<Edit> {
    let command = key
        .modifiers
        .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT);
    let key = match key.code {
        KeyCode::Char(c) if !command => return Some(Edit::Type(c)),
        KeyCode::Char(_) => KeyEvent::new(key.code, KeyModifiers::CONTROL),
        code => KeyEvent::new(code, KeyModifiers::NONE),
    };
    find(LINE, key)
}
