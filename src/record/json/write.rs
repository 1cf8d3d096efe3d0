//! Writing a save: the record as the format's JSON, one line per move, the GameString last.

use serde_json::Value;

use crate::record::model::{MoveEntry, Record, Variation};

/// The `format` tag of a save.
pub const FORMAT: &str = "hive-game";
/// The save format version this program writes.
pub const VERSION: u64 = 3;

fn json(s: &str) -> String {
    Value::from(s).to_string()
}

/// The record as save-file JSON: one line per move, the GameString last.
pub fn write(record: &Record) -> String {
    let mut out = String::with_capacity(256 + record.moves.len() * 48);
    out.push_str("{\n");
    out.push_str(&format!("  \"format\": {},\n", json(FORMAT)));
    out.push_str(&format!("  \"version\": {VERSION},\n"));
    out.push_str(&format!(
        "  \"game_type\": {},\n",
        json(&record.game_type.to_string())
    ));
    out.push_str(&format!("  \"white\": {},\n", json(&record.white)));
    out.push_str(&format!("  \"black\": {},\n", json(&record.black)));
    if let Some(t) = record.started {
        out.push_str(&format!("  \"started\": {},\n", json(&t.to_string())));
    }
    if let Some(d) = &record.date_text {
        out.push_str(&format!("  \"date_text\": {},\n", json(d)));
    }
    for (name, value) in [
        ("source", &record.source),
        ("event", &record.event),
        ("site", &record.site),
        ("round", &record.round),
    ] {
        if let Some(value) = value {
            out.push_str(&format!("  \"{name}\": {},\n", json(value)));
        }
    }
    write_settings(&mut out, record);
    write_moves(&mut out, "  \"moves\": [", &record.moves, "    ");
    out.push_str(if record.moves.is_empty() {
        "],\n"
    } else {
        "\n  ],\n"
    });
    write_variations(&mut out, &record.variations);
    write_result(&mut out, record);
    out.push_str("}\n");
    out
}

/// The rules, the branch's parent, the ply shown and the computer opponent.
fn write_settings(out: &mut String, record: &Record) {
    out.push_str(&format!(
        "  \"rules\": {{\"opening\": {}, \"repetition\": {}}},\n",
        json(record.rules.opening.as_str()),
        record.rules.repetition
    ));
    if let Some(p) = &record.parent {
        out.push_str(&format!(
            "  \"parent\": {{\"game\": {}, \"ply\": {}}},\n",
            json(&p.game),
            p.ply
        ));
    }
    if let Some(n) = record.current {
        out.push_str(&format!("  \"current\": {n},\n"));
    }
    if let Some(c) = record.clock {
        out.push_str(&format!(
            "  \"clock\": {{\"control\": {}",
            json(&c.control.to_string())
        ));
        if let Some([white, black]) = c.left {
            out.push_str(&format!(
                ", \"white_ms\": {}, \"black_ms\": {}",
                white.as_millis(),
                black.as_millis()
            ));
        }
        out.push_str("},\n");
    }
    if let Some(c) = record.computer {
        out.push_str(&format!(
            "  \"computer\": {{\"side\": {}, \"level\": {}}},\n",
            json(&c.color.name().to_ascii_lowercase()),
            c.level.number()
        ));
    }
}

/// One line per move, after `head`, each indented by `indent`.
fn write_moves(out: &mut String, head: &str, moves: &[MoveEntry], indent: &str) {
    out.push_str(head);
    for (i, m) in moves.iter().enumerate() {
        out.push_str(if i == 0 { "\n" } else { ",\n" });
        out.push_str(&format!("{indent}{{\"move\": {}", json(&m.text)));
        if let Some(t) = m.at {
            out.push_str(&format!(", \"at\": {}", json(&t.to_string())));
        }
        if let Some(left) = m.left {
            out.push_str(&format!(", \"left_ms\": {}", left.as_millis()));
        }
        out.push('}');
    }
}

/// The variations, flat: each names the line it leaves and where, then its moves.
fn write_variations(out: &mut String, variations: &[Variation]) {
    if variations.is_empty() {
        return;
    }
    out.push_str("  \"variations\": [");
    for (i, v) in variations.iter().enumerate() {
        out.push_str(if i == 0 { "\n    {" } else { ",\n    {" });
        if let Some(from) = v.from {
            out.push_str(&format!("\"from\": {from}, "));
        }
        out.push_str(&format!("\"at\": {}, ", v.at));
        write_moves(out, "\"moves\": [", &v.moves, "      ");
        out.push_str("\n    ]}");
    }
    out.push_str("\n  ],\n");
}

/// The result, then the GameString.
fn write_result(out: &mut String, record: &Record) {
    let r = &record.result;
    out.push_str(&format!(
        "  \"result\": {{\"state\": {}",
        json(r.state.as_str())
    ));
    if let Some(e) = r.ending {
        out.push_str(&format!(", \"ending\": {}", json(e.as_str())));
    }
    if let Some(n) = &r.note {
        out.push_str(&format!(", \"note\": {}", json(n)));
    }
    out.push_str("},\n");
    out.push_str(&format!(
        "  \"game_string\": {}\n",
        json(&record.to_game_string())
    ));
}
