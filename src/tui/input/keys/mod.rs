//! One table of key bindings per mode: the input handler reads them and the help page prints
//! them (labels included: they are written from the keys, so help and input cannot disagree).

mod actions;
mod tables;

pub use actions::{Action, Binding, Edit, Key, Nav, ReviewAction, hint};
pub(crate) use actions::{Answer, ExploreAction, GamesAction, HelpAction, LessonsAction, key_of};
pub(crate) use tables::{
    EXPLORE, action_for, answer_for, edit_for, explore_action_for, games_action_for,
    help_action_for, is_clock_choice, is_key_for, is_yes_or_no, lessons_action_for,
    review_action_for,
};
pub use tables::{LINE, PLAY, REVIEW, sections, sections_at};

#[cfg(test)]
mod tests;
