//! The plain view, for screen readers and braille displays: the game told in sentences,
//! one a line, at most [`WIDTH`] columns, no escape sequence and no drawing character.
//! Like the board it only borrows the model. Places are told in words: a cell is named by
//! a piece beside it and the side of that piece it lies on, the six sides named after the
//! board's own directions (the hexes stand point up, so their rows run east–west: north-west,
//! north-east, east, south-east, south-west, west).
//!
//! [`news`] says what changed since it last spoke (a move, the model's message, a question);
//! [`answers`] answers the commands that only ask ([`Command::is_question`]).

pub mod answers;
pub mod lessons;
mod words;

use words::side_args;
pub use words::{code, direction, move_sentence, neighbours, next_sentence, place, queen_covered};

use crate::lang::Lang;
use crate::rules::Move;
use crate::tui::input::plain::{Command, Mistake};
use crate::tui::model::{App, Mode, Question};

/// The widest a line is: two rows of a 40-cell braille display.
pub const WIDTH: usize = 80;

/// What the view said last, so that nothing is said twice unasked.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Said {
    /// The line of play (MoveStrings) when it last spoke.
    line: Vec<String>,
    /// The question it last put, while it is still asked.
    question: Option<Question>,
    /// The hint it last told.
    hint: Option<Move>,
    /// Whether review was on when it last spoke.
    reviewing: bool,
    /// Whether the game was over when it last spoke.
    over: bool,
    /// Whether it has spoken at all (the first time it says where the game stands).
    started: bool,
    /// What the lessons' part said.
    lesson: lessons::SaidLesson,
    /// How many messages said at the table it has read out.
    heard: usize,
}

/// What changed since `said`, in sentences (each one line; [`lines`] wraps them). The
/// model's message is said unless a move's own sentence says it better.
pub fn news(app: &App, said: &mut Said) -> Vec<String> {
    let lang = &app.screen.lang;
    let mut out = Vec::new();
    let line: Vec<String> = app
        .session
        .game
        .move_strings()
        .map(str::to_string)
        .collect();
    let reviewing = app.is_reviewing();
    let one_more = line.len() == said.line.len() + 1 && line.starts_with(&said.line);
    if let Some(spoken) = lessons::news(app, &mut said.lesson, &line, &said.line) {
        // The lessons speak of an exercise and its tasks, not of a game's turns.
        if !said.started {
            said.started = true;
            out.push(welcome(lang));
        }
        out.extend(spoken);
    } else if !said.started {
        said.started = true;
        // A game opened says how it stands; a new one's greeting and review's opening
        // speak of keys, which plain mode has not.
        if !line.is_empty()
            && !reviewing
            && let Some((text, _)) = &app.screen.message
        {
            out.push(text.clone());
        }
        out.push(welcome(lang));
        if !line.is_empty()
            && let Some(last) = answers::last(app)
        {
            out.push(last);
        }
        match reviewing {
            true => out.push(crate::tui::input::plain::in_review(lang)),
            false => out.push(next_sentence(app)),
        }
    } else if reviewing && !said.reviewing {
        // Review begun: how to step, in plain mode's words (the board's names keys).
        out.push(crate::tui::input::plain::in_review(lang));
    } else if line != said.line && (reviewing || one_more) {
        // A move played (or stepped to in review): told in words, not as the board's
        // notation message.
        match answers::last(app) {
            Some(text) if reviewing => out.push(text),
            None if reviewing => out.push(lang.get("plain-review-start")),
            _ => {
                if let Some(text) = move_sentence(app, &app.session.game) {
                    out.push(text);
                }
            }
        }
        if !reviewing {
            out.push(next_sentence(app));
        }
    } else if !reviewing && line.len() < said.line.len() && said.line.starts_with(&line) {
        // Taken back: how far, and who is to move now.
        let count = said.line.len() - line.len();
        out.push(crate::say!(
            lang,
            "plain-undone",
            count = count,
            ply = line.len()
        ));
        out.push(next_sentence(app));
    } else if let Some(hint) = app.current_hint().filter(|&h| said.hint != Some(h)) {
        // The computer's suggestion, told as the move would be (not the board's marks).
        let mut ahead = app.session.game.clone();
        if ahead.play(hint).is_ok()
            && let Some(text) = move_sentence(app, &ahead)
        {
            out.push(crate::say!(lang, "plain-hint", said = text));
        }
    } else if app.session.is_over() && !said.over {
        // Ended by the players' word (resigned, a draw agreed) or the clock: the result,
        // not the board's message (which names its keys).
        out.push(next_sentence(app));
    } else if let Some((text, _)) = &app.screen.message {
        out.push(text.clone());
    }
    out.extend(lessons::rated(app, &mut said.lesson));
    said.over = app.session.is_over();
    said.reviewing = reviewing;
    said.hint = app.current_hint();
    said.line = line;
    let question = match &app.mode {
        Mode::Confirm { question, .. } => Some(question.clone()),
        _ => None,
    };
    if question != said.question
        && let Some(q) = &question
    {
        out.push(ask(app, q));
    }
    said.question = question;
    // What was said at the table since, each as a sentence of its own.
    let talk = &app.session.link.talk;
    let new = talk.total.saturating_sub(said.heard).min(talk.heard.len());
    for message in &talk.heard[talk.heard.len() - new..] {
        let text = crate::chat::shown(&message.text, crate::chat::MAX_CHARS);
        // A player is told as their side, whose verb agrees with it ("Белые (bob) пишут").
        let line = match message.seat.color() {
            Some(color) => {
                let mut args = side_args(app, color);
                args.set("text", text);
                lang.format("chat-plain-side-says", Some(&args))
            }
            None => crate::say!(
                lang,
                "chat-plain-says",
                name = app.speaker(message),
                text = text
            ),
        };
        out.push(line);
    }
    said.heard = talk.total;
    out
}

/// A question put in words, with how to answer it.
fn ask(app: &App, question: &Question) -> String {
    let lang = &app.screen.lang;
    let text = match question {
        Question::Resign => {
            let args = side_args(app, app.session.player());
            lang.format("plain-ask-resign", Some(&args))
        }
        Question::Draw { offered_by } => {
            let mut args = side_args(app, *offered_by);
            let other = app.session.name(offered_by.opponent()).into_owned();
            crate::lang::rules::set_side(lang, &mut args, "other", offered_by.opponent(), &other);
            lang.format("plain-ask-draw", Some(&args))
        }
        Question::Replace(path) => crate::say!(
            lang,
            "plain-ask-replace",
            path = crate::text::printable(&path.display().to_string(), 60).into_owned()
        ),
        Question::Quit | Question::NewGame { .. } | Question::NewCodes => lang.get("plain-ask"),
    };
    let yes = crate::tui::input::plain::word(lang, "yes");
    let no = crate::tui::input::plain::word(lang, "no");
    format!(
        "{text} {}",
        crate::say!(lang, "plain-answer", yes = yes, no = no)
    )
}

/// What a command that only asks is answered (see [`answers::answer`]).
pub fn answer(app: &App, command: &Command) -> Vec<String> {
    answers::answer(app, command)
}

/// Sentences as the lines written: each made printable (no control character ever
/// reaches the terminal) and wrapped at [`WIDTH`].
pub fn lines(sentences: &[String]) -> Vec<String> {
    sentences
        .iter()
        .flat_map(|s| {
            let safe = crate::text::printable(s, 4000).into_owned();
            crate::tui::words::wrap(&safe, WIDTH)
        })
        .collect()
}

/// A line that is not a command as it was meant, in a sentence (no penalty: nothing
/// changes).
pub fn mistake(lang: &Lang, mistake: &Mistake) -> String {
    let help = crate::tui::input::plain::word(lang, "help");
    match mistake {
        Mistake::Empty => String::new(),
        Mistake::NoPiece(name) => crate::say!(
            lang,
            "plain-needs-piece",
            command = crate::tui::input::plain::word(lang, name)
        ),
        Mistake::NoBug => crate::say!(
            lang,
            "plain-needs-bug",
            command = crate::tui::input::plain::word(lang, "pieces")
        ),
        Mistake::NoFile => crate::say!(
            lang,
            "plain-needs-file",
            command = crate::tui::input::plain::word(lang, "save"),
            help = help
        ),
        Mistake::Capital(typed, name) => crate::say!(
            lang,
            "plain-capital",
            typed = typed.to_string(),
            letter = typed.to_lowercase().to_string(),
            command = crate::tui::input::plain::word(lang, name),
            help = help
        ),
    }
}

/// The first words of plain mode, naming its help by the player's word for it.
fn welcome(lang: &crate::lang::Lang) -> String {
    crate::say!(
        lang,
        "plain-welcome",
        help = crate::tui::input::plain::word(lang, "help")
    )
}

#[cfg(test)]
mod tests;
