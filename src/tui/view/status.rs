//! The status lines: whose turn, the message (wrapped over two lines), and the keys of the
//! moment or the text being typed.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Paragraph, Widget};

use super::theme::Theme;
use crate::room::Act;
use crate::text::printable;
use crate::tui::input::keys::{Action, EXPLORE, ExploreAction, PLAY, REVIEW, ReviewAction, key_of};
use crate::tui::model::Job;
use crate::tui::model::{App, Mode, Question, Tone};
use crate::tui::words;
use unicode_width::UnicodeWidthChar;

use crate::lang::columns::width as width_of;

/// Lines the message may wrap over.
pub(crate) const MESSAGE_LINES: usize = 2;

/// The status lines of one frame.
pub(crate) struct StatusView<'a> {
    /// The model drawn.
    pub app: &'a App,
    /// The styles.
    pub theme: &'a Theme,
}

impl Widget for StatusView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let width = usize::from(area.width);
        let mut lines = vec![self.turn_line(width)];
        lines.extend(self.message_lines(width));
        lines.push(self.keys_line(width));
        Paragraph::new(lines).style(Style::new()).render(area, buf);
    }
}

impl StatusView<'_> {
    /// Line 1, in `width` columns: whose turn (or the result), and what the side to move
    /// must do now. Where it is too narrow, the game type and the rules give way first.
    fn turn_line(&self, width: usize) -> Line<'static> {
        let app = self.app;
        let pos = app.session.game.position();
        let me = pos.to_move();
        let lang = &app.screen.lang;
        let side = |color, named: bool| {
            let mut args = crate::lang::Args::new();
            let name = match named {
                true => app.session.name(color).into_owned(),
                false => String::new(),
            };
            crate::lang::rules::set_side(lang, &mut args, "side", color, &name);
            args
        };
        if app.session.is_over() {
            let over = crate::say!(lang, "status-over", result = app.session.result(lang));
            return fit(vec![Part::new(over, self.theme.warning(), 0)], SEP, width);
        }
        // Review at the end of a game resigned or agreed drawn: how it ended.
        if let Some(ended) = app.ended_here() {
            let [w, b] = [crate::rules::Color::White, crate::rules::Color::Black];
            let names = [app.session.name(w), app.session.name(b)];
            let result = crate::lang::rules::result(lang, &ended, [&names[0], &names[1]], None);
            let over = crate::say!(lang, "status-over", result = result);
            return fit(vec![Part::new(over, self.theme.warning(), 0)], SEP, width);
        }
        let title = self.theme.title();
        let mut parts = vec![
            Part::new(
                lang.format("status-to-move", Some(&side(me, true))),
                title,
                0,
            ),
            Part::new(
                crate::say!(lang, "status-turn", turn = pos.turn()),
                title,
                2,
            ),
            Part::new(pos.game_type().to_string(), title, 3),
        ];
        if app.session.is_paused() {
            // Both players see it, and the key that ends it.
            let key = key_of(PLAY, Action::Pause).unwrap_or_default();
            parts.push(Part::new(
                crate::say!(lang, "status-paused", key = key),
                self.theme.warning(),
                0,
            ));
        }
        if app
            .computer
            .thinking
            .as_ref()
            .is_some_and(|t| t.job == Job::Ponder)
        {
            parts.push(Part::new(lang.get("status-pondering"), self.theme.dim(), 1));
        }
        if pos.ply() < 2 {
            // The rules this game is played under, while they still matter to the opening.
            let rules = pos.rules();
            let opening = match rules.opening {
                crate::rules::Opening::Tournament => "status-opening-tournament",
                crate::rules::Opening::Rulebook => "status-opening-rulebook",
            };
            parts.push(Part::new(lang.get(opening), self.theme.dim(), 4));
            if rules.repetition {
                parts.push(Part::new(
                    lang.get("status-repetition"),
                    self.theme.dim(),
                    5,
                ));
            }
        }
        if pos.must_place_queen() {
            parts.push(Part::new(
                lang.format("status-must-place-queen", Some(&side(me, false))),
                self.theme.warning(),
                0,
            ));
        } else if pos.must_pass() {
            // Review's Enter goes to a ply typed: there the pass is only told.
            let id = if app.is_reviewing() {
                "status-passes"
            } else {
                "status-must-pass"
            };
            let pass = lang.format(id, Some(&side(me, false)));
            parts.push(Part::new(pass, self.theme.warning(), 0));
        }
        fit(parts, SEP, width)
    }

    /// Lines 2 and 3: the computer thinking, or the last message wrapped to the width.
    fn message_lines(&self, width: usize) -> Vec<Line<'static>> {
        let app = self.app;
        // A typed line's error has the message lines, where it wraps; the prompt keeps
        // the text being edited.
        let typed_error = match &app.mode {
            Mode::Prompt { error, .. } | Mode::SaveAs { error, .. } => error.as_deref(),
            _ => None,
        };
        let (text, style) = match &app.screen.message {
            _ if typed_error.is_some() => (
                format!("! {}", typed_error.unwrap_or_default()),
                self.theme.warning(),
            ),
            // The engine's view in review is drawn in the side panel; pondering on the
            // turn line.
            _ if app
                .computer
                .thinking
                .as_ref()
                .is_some_and(|t| !matches!(t.job, Job::Review | Job::Ponder)) =>
            {
                let thinking = app.thinking_line().unwrap_or_default();
                if let Some(note) = &app.screen.note {
                    // An answer given on the computer's turn above the line that would
                    // hide it, a line each.
                    return vec![
                        Line::from(printable(note, width).into_owned()),
                        Line::from(Span::styled(
                            printable(&thinking, width).into_owned(),
                            self.theme.title(),
                        )),
                    ];
                }
                (thinking, self.theme.title())
            }
            Some((text, Tone::Info)) => (text.clone(), Style::new()),
            Some((text, Tone::Warning)) => (format!("! {text}"), self.theme.warning()),
            None => (String::new(), Style::new()),
        };
        let mut wrapped = words::wrap(&text, width);
        if wrapped.len() > MESSAGE_LINES {
            // More than there is room for: the last line shown says so.
            wrapped.truncate(MESSAGE_LINES);
            if let Some(last) = wrapped.last_mut() {
                *last = printable(&format!("{last}…"), width).into_owned();
            }
        }
        let mut lines: Vec<Line> = wrapped
            .into_iter()
            .map(|l| Line::from(Span::styled(l, style)))
            .collect();
        lines.resize(MESSAGE_LINES, Line::default());
        lines
    }

    /// Line 4: what the keys do now, or the text being typed, in `width` columns. Where it
    /// is too narrow, whole hints give way, the least needed first.
    fn keys_line(&self, width: usize) -> Line<'static> {
        let dim = self.theme.dim();
        let hints = |hints: Vec<(String, u8)>| {
            let parts = hints
                .into_iter()
                .map(|(text, drop)| Part::new(text, dim, drop))
                .collect();
            fit(parts, SEP, width)
        };
        let app = self.app;
        let lang = &app.screen.lang;
        // The keys are named from the table that reads them.
        let play =
            |action, id| crate::say!(lang, id, key = key_of(PLAY, action).unwrap_or_default());
        let key = |action| key_of(PLAY, action).unwrap_or_default();
        if let (Some(text), Mode::Play) = (&app.session.link.talk.typing, &app.mode) {
            let keys = format!("   {}", lang.get("chat-prompt-keys"));
            return self.prompt_line(format!("{} ", lang.get("chat-say")), text, keys, width);
        }
        match &app.mode {
            Mode::Prompt { text, .. } => {
                let keys = format!("   {}", lang.get("status-prompt-keys"));
                self.prompt_line(":".into(), text, keys, width)
            }
            Mode::Review { jump } => self.review_line(jump, width),
            Mode::SaveAs { text, .. } => self.prompt_line(
                format!("{} ", lang.get("status-save-as")),
                text,
                format!("   {}", lang.get("status-save-keys")),
                width,
            ),
            Mode::Confirm { question, .. } => self.question(question, width),
            Mode::Explore { .. } => {
                let explore = |action, id| {
                    crate::say!(lang, id, key = key_of(EXPLORE, action).unwrap_or_default())
                };
                hints(vec![
                    (lang.get("status-choose"), 1),
                    (explore(ExploreAction::Follow, "status-plays-it"), 0),
                    (explore(ExploreAction::Games, "status-games"), 3),
                    (explore(ExploreAction::Close, "status-closes"), 0),
                    (explore(ExploreAction::Help, "status-help"), 2),
                ])
            }
            // A lesson done: its keys are the lessons', help and quitting.
            _ if app.session.is_over() && app.learning.is_on() => hints(vec![
                (play(Action::Lessons, "learn-status-lessons"), 0),
                (play(Action::Help, "status-help"), 0),
                (play(Action::Quit, "status-quit"), 2),
            ]),
            _ if app.session.is_over() => {
                let mut keys = vec![(play(Action::Review, "status-review-game"), 0)];
                // Between people (a shared game) nothing is taken back and no new game
                // starts from here; nor is a loss on time taken back.
                if app.may(Act::Undo) && app.session.flagged().is_none() {
                    keys.push((play(Action::Undo, "status-undo"), 1));
                }
                if app.may(Act::NewGame) {
                    keys.push((play(Action::NewGame, "status-new-game"), 0));
                }
                keys.push((play(Action::Help, "status-help"), 0));
                keys.push((play(Action::Quit, "status-quit"), 2));
                hints(keys)
            }
            _ if app.focus.selection.is_some() => {
                // A picked piece with throws of it to choose among says so.
                let throws = app
                    .focus
                    .selection
                    .as_ref()
                    .is_some_and(|s| !s.throwable.is_empty());
                let (drops, keys) = match throws {
                    true => ("status-drops-there", "status-throw-keys"),
                    false => ("status-drops-on-cell", "status-cell-keys"),
                };
                hints(vec![
                    (lang.get(drops), 2),
                    (
                        crate::say!(
                            lang,
                            keys,
                            next = key(Action::NextPiece),
                            pick = key(Action::Pick)
                        ),
                        0,
                    ),
                    (play(Action::Cancel, "status-puts-back"), 1),
                ])
            }
            // A watcher moves nothing: looking around and back is all there is.
            _ if !app.may(Act::PlayFor(app.session.player())) => hints(vec![
                (lang.get("status-arrows"), 0),
                (play(Action::Review, "status-review"), 0),
                (play(Action::Talk, "chat-status-talk"), 2),
                (play(Action::Help, "status-help"), 0),
                (play(Action::Quit, "status-leave"), 1),
            ]),
            _ => {
                // Between people nothing is taken back: review looks back instead.
                let back = if app.learning.is_on() {
                    // A lesson takes nothing back: the lessons are where it goes back to.
                    play(Action::Lessons, "learn-status-lessons")
                } else if app.may(Act::Undo) {
                    play(Action::Undo, "status-undo")
                } else {
                    play(Action::Review, "status-review")
                };
                let letters = words::bug_letters(app.session.game.game_type(), "");
                let mut keys = vec![
                    (lang.get("status-arrows"), 0),
                    (play(Action::Pick, "status-pick"), 0),
                    (play(Action::NextPiece, "status-next-piece"), 3),
                    (crate::say!(lang, "status-hand", letters = letters), 2),
                    (back, 1),
                    (play(Action::Help, "status-help"), 0),
                ];
                // Between people at a served table: the key that opens the line of talk.
                if !app.may(Act::HoldRoom) {
                    keys.insert(keys.len() - 1, (play(Action::Talk, "chat-status-talk"), 2));
                }
                // A hint marked on the board: the key that plays it, before the rest.
                if app.current_hint().is_some() {
                    keys.insert(0, (play(Action::PlayHint, "status-plays-hint"), 0));
                }
                hints(keys)
            }
        }
    }

    /// The question asked, with the keys that answer them, in `width` columns: the keys
    /// never give way.
    fn question(&self, question: &Question, width: usize) -> Line<'static> {
        let style = self.theme.warning();
        let app = self.app;
        let lang = &app.screen.lang;
        let part = |id: &str, drop| Part::new(lang.get(id), style, drop);
        let side = |id: &str, color, name: &str| {
            let mut args = crate::lang::Args::new();
            crate::lang::rules::set_side(lang, &mut args, "side", color, name);
            lang.format(id, Some(&args))
        };
        let parts = match question {
            // A game whose last moves did not reach its file: leaving it loses them.
            Question::Quit if app.saving.unsaved.is_some() => vec![
                part("status-ask-quit-unsaved", 0),
                part("status-ask-quit-unsaved-keys", 0),
            ],
            Question::NewGame { .. } if app.saving.unsaved.is_some() => vec![
                part("status-ask-new-unsaved", 0),
                part("status-ask-new-unsaved-keys", 0),
            ],
            // What was taken back in a finished game is not in its file (which is never
            // rewritten): quitting keeps the game as it ended.
            Question::Quit if app.saving.keeps_the_ending_only(&app.session.game) => vec![
                part("status-ask-quit-ended", 0),
                part("status-ask-quit-ended-lost", 1),
                part("status-ask-quit-keys", 0),
            ],
            // A lesson's or a puzzle's moves are no game to keep.
            Question::Quit if app.learning.is_on() => {
                vec![
                    part("exercise-ask-quit", 0),
                    part("exercise-ask-quit-kept", 1),
                    part("exercise-ask-quit-keys", 0),
                ]
            }
            Question::Quit => vec![part("status-ask-quit", 0), part("status-ask-quit-keys", 0)],
            Question::NewGame { clock } => {
                let clock = match clock {
                    Some(c) => crate::say!(lang, "status-ask-new-clock", clock = c.to_string()),
                    None => lang.get("status-ask-new-no-clock"),
                };
                vec![
                    part("status-ask-new", 0),
                    Part::new(clock, style, 1),
                    part("status-ask-new-stays", 2),
                    part("status-ask-new-keys", 0),
                ]
            }
            Question::Replace(path) => {
                let keys = lang.get("status-ask-replace");
                let exists = |path: &str| crate::say!(lang, "status-ask-exists", path = path);
                // The path gives way to the question.
                let room = width.saturating_sub(width_of(&keys) + width_of(&exists("")) + 1);
                let path = path.display().to_string();
                let path = printable(&path, room.clamp(8, 40));
                vec![
                    Part::new(exists(&path), style, 0),
                    Part::new(keys, style, 0),
                ]
            }
            Question::NewCodes => vec![
                part("status-ask-codes", 0),
                part("status-ask-codes-why", 1),
                part("status-ask-codes-keys", 0),
            ],
            Question::Resign => vec![
                Part::new(
                    side("status-ask-resign", app.session.player(), ""),
                    style,
                    0,
                ),
                part("status-ask-resign-keys", 0),
            ],
            Question::Draw { offered_by } => {
                let keys = side("status-ask-draw-keys", offered_by.opponent(), "");
                // The player's name gives way to the keys.
                let name = app.session.name(*offered_by);
                let mut offer = side("status-ask-draw", *offered_by, &name);
                if width_of(&offer) + 1 + width_of(&keys) > width {
                    offer = side("status-ask-draw", *offered_by, "");
                }
                vec![Part::new(offer, style, 0), Part::new(keys, style, 0)]
            }
        };
        fit(parts, " ", width)
    }

    /// A line being typed, in `width` columns: its label, the text (its end, when long) and
    /// a cursor, then the keys if they fit (an error is in the message lines).
    fn prompt_line(&self, label: String, text: &str, keys: String, width: usize) -> Line<'static> {
        let label_w = width_of(&label);
        // The label and the cursor always show; the text before the cursor gives way.
        let text = tail(
            &printable(text, usize::MAX),
            width.saturating_sub(label_w + 1),
        );
        let rest = width.saturating_sub(label_w + width_of(&text) + 1);
        // An error is shown in the message lines above (see `message_lines`).
        let after = if width_of(&keys) <= rest {
            Span::styled(keys, self.theme.dim())
        } else {
            Span::raw("")
        };
        Line::from(vec![
            Span::styled(label, self.theme.title()),
            Span::raw(text),
            Span::styled("_", self.theme.cursor()),
            after,
        ])
    }

    /// Review mode, in `width` columns: the ply shown, the keys, and the ply number being
    /// typed. Where it is too narrow, whole hints give way, the least needed first.
    fn review_line(&self, jump: &str, width: usize) -> Line<'static> {
        let title = self.theme.title();
        let lang = &self.app.screen.lang;
        let (ply, total) = self.app.review_position();
        let typed = if jump.is_empty() {
            String::new()
        } else {
            format!(" [{jump}]")
        };
        let mut parts = vec![Part::new(
            crate::say!(
                lang,
                "status-review-ply",
                ply = ply,
                total = total,
                typed = typed
            ),
            title,
            0,
        )];
        // Where the moves so far brought a position about a third time (a record kept
        // without the repetition rule plays on past it): it never gives way.
        if let Some(n) = self.app.session.game.threefold_at() {
            parts.push(Part::new(
                crate::say!(lang, "status-repetition-at", ply = n),
                title,
                0,
            ));
        }
        // Auto-play stepping on by itself is said while it lasts; it never gives way.
        // The keys are named from the table that reads them.
        let key = |action| key_of(REVIEW, action).unwrap_or_default();
        if self.app.autoplay.on {
            parts.push(Part::new(
                crate::say!(
                    lang,
                    "status-stops-autoplay",
                    key = key(ReviewAction::Autoplay)
                ),
                title,
                0,
            ));
        }
        // Where the game is over, b only goes back to it.
        let leave = if self.app.session.is_over() || self.app.ended_here().is_some() {
            "status-back-to-game"
        } else {
            "status-play-on"
        };
        parts.extend([
            Part::new(
                crate::say!(
                    lang,
                    "status-step",
                    back = key(ReviewAction::Step(-1)),
                    forward = key(ReviewAction::Step(1))
                ),
                title,
                1,
            ),
            Part::new(
                crate::say!(lang, "status-go", key = key(ReviewAction::Go)),
                title,
                3,
            ),
        ]);
        // While auto-play is on, the part that stops it (above) names its key already.
        if !self.app.autoplay.on {
            parts.push(Part::new(
                crate::say!(lang, "status-auto", key = key(ReviewAction::Autoplay)),
                title,
                4,
            ));
        }
        parts.push(Part::new(
            crate::say!(lang, leave, key = key(ReviewAction::PlayOn)),
            title,
            2,
        ));
        fit(parts, SEP, width)
    }
}

/// What the parts of a status line are joined by.
const SEP: &str = " · ";

/// A part of a status line: its text and style, and how soon it gives way when the line is
/// too narrow (0: never; the highest first, the later of equals first).
struct Part {
    text: String,
    style: Style,
    drop: u8,
}

impl Part {
    fn new(text: impl Into<String>, style: Style, drop: u8) -> Part {
        Part {
            text: text.into(),
            style,
            drop,
        }
    }
}

/// `parts` joined by `sep` (styled as the part after it) in `width` columns: parts that
/// may give way leave whole, the readiest first, until the line fits; if what stays is
/// still too wide, it is cut and ends with `…`.
fn fit(mut parts: Vec<Part>, sep: &str, width: usize) -> Line<'static> {
    let wide = |parts: &[Part]| {
        let texts: usize = parts.iter().map(|p| width_of(&p.text)).sum();
        texts + width_of(sep) * parts.len().saturating_sub(1)
    };
    while wide(&parts) > width {
        let readiest = (0..parts.len())
            .filter(|&i| parts[i].drop > 0)
            .max_by_key(|&i| (parts[i].drop, i));
        match readiest {
            Some(i) => parts.remove(i),
            None => break,
        };
    }
    // What stays may still be too wide: then it is cut, and ends with `…`.
    let cut = wide(&parts) > width;
    let mut room = if cut { width.saturating_sub(1) } else { width };
    let mut spans: Vec<Span<'static>> = Vec::new();
    for (i, part) in parts.into_iter().enumerate() {
        let text = if i == 0 {
            part.text
        } else {
            format!("{sep}{}", part.text)
        };
        let shown = take_columns(&text, room);
        room -= width_of(&shown);
        if !shown.is_empty() {
            spans.push(Span::styled(shown, part.style));
        }
        if room == 0 && cut {
            spans.push(Span::styled("…", part.style));
            break;
        }
    }
    Line::from(spans)
}

/// The end of `text` in at most `width` characters: `…` and its last characters when it is
/// longer.
fn tail(text: &str, width: usize) -> String {
    if width_of(text) <= width {
        return text.to_string();
    }
    // The last characters that fit in `width - 1` columns, after the `…`.
    let mut kept: Vec<char> = Vec::new();
    let mut used = 0;
    for c in text.chars().rev() {
        let w = c.width().unwrap_or(0);
        if used + w + 1 > width.max(1) {
            break;
        }
        kept.push(c);
        used += w;
    }
    let kept: String = kept.into_iter().rev().collect();
    format!("…{kept}")
}

/// The start of `text` in at most `room` display columns (a wide character that would
/// straddle the edge is left out).
fn take_columns(text: &str, room: usize) -> String {
    let mut used = 0;
    text.chars()
        .take_while(|c| {
            used += c.width().unwrap_or(0);
            used <= room
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn text(line: &Line) -> String {
        line.spans.iter().map(|s| s.content.as_ref()).collect()
    }

    fn parts(list: &[(&str, u8)]) -> Vec<Part> {
        list.iter()
            .map(|&(t, d)| Part::new(t, Style::new(), d))
            .collect()
    }

    #[test]
    fn parts_give_way_whole_the_readiest_first() {
        let list = [("one", 0), ("two", 2), ("three", 1), ("four", 0)];
        assert_eq!(
            text(&fit(parts(&list), SEP, 80)),
            "one · two · three · four"
        );
        // 24 wide; without "two" 18; without "three" too, 10.
        assert_eq!(text(&fit(parts(&list), SEP, 23)), "one · three · four");
        assert_eq!(text(&fit(parts(&list), SEP, 17)), "one · four");
        // What must stay is cut, and says so.
        assert_eq!(text(&fit(parts(&list), SEP, 8)), "one · f…");
        assert_eq!(text(&fit(parts(&list), SEP, 6)), "one ·…");
        assert_eq!(text(&fit(parts(&[("Game over.", 0)]), SEP, 6)), "Game …");
    }

    #[test]
    fn a_long_text_shows_its_end() {
        assert_eq!(tail("abcdef", 6), "abcdef");
        assert_eq!(tail("abcdef", 4), "…def");
    }
}
