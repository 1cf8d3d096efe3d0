//! Times perft side by side with another engine: the user CPU time each program has used
//! when it prints the line for a depth (Linux: read from `/proc`).
//!
//! ```text
//! cargo run --release --example perft_vs -- DEPTH RUNS "OURS…" "THEIRS…"
//! cargo run --release --example perft_vs -- 7 5 \
//!     "target/release/hive perft Base -d 7" "nokamute perft Base"
//! ```
//!
//! Each command runs `RUNS` times, alternately, and is stopped once a line starting with
//! `DEPTH` appears, so an engine that counts on to deeper depths until killed (as
//! nokamute's `perft` does) is measured to the same point as one that stops. The time
//! includes the shallower depths and start-up for both. Prints each run and the medians.

// A measuring tool, not the product: failing loudly on a broken invariant is right.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use std::io::{BufRead, BufReader};
use std::process::{Command, Stdio};

/// User CPU seconds `command` has used when it prints the line for `depth`.
fn cpu_at_depth(command: &str, depth: &str) -> f64 {
    let mut words = command.split_whitespace();
    let program = words.next().expect("an empty command");
    let mut child = Command::new(program)
        .args(words)
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {program}: {e}"));
    let stdout = child.stdout.take().unwrap();
    let mut seconds = None;
    for line in BufReader::new(stdout).lines() {
        let line = line.unwrap();
        if line.split_whitespace().next() == Some(depth) {
            seconds = Some(user_seconds(child.id()));
            break;
        }
    }
    // Whether it stopped by itself or counts on, it is done here.
    let _ = child.kill();
    let _ = child.wait();
    seconds.unwrap_or_else(|| panic!("`{command}` printed no line for depth {depth}"))
}

/// User CPU seconds of a running process, from field 14 of `/proc/PID/stat`.
fn user_seconds(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap();
    // The command name (field 2) is in parentheses and may hold spaces: count after it.
    let after_name = &stat[stat.rfind(')').unwrap() + 1..];
    let ticks: f64 = after_name
        .split_whitespace()
        .nth(11)
        .unwrap()
        .parse()
        .unwrap();
    // The kernel reports in clock ticks; USER_HZ is 100 on every Linux configuration.
    ticks / 100.0
}

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [depth, runs, ours, theirs] = args.as_slice() else {
        eprintln!("usage: perft_vs DEPTH RUNS \"OURS…\" \"THEIRS…\"");
        std::process::exit(2);
    };
    let runs: usize = runs.parse().expect("RUNS is a number");
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for run in 1..=runs {
        a.push(cpu_at_depth(ours, depth));
        b.push(cpu_at_depth(theirs, depth));
        println!("run {run}: {:.2} s  {:.2} s", a[run - 1], b[run - 1]);
    }
    let (ma, mb) = (median(a), median(b));
    println!("median: {ma:.2} s ({ours})");
    println!("median: {mb:.2} s ({theirs})");
    println!("ratio: {:.2}x", mb / ma);
}
