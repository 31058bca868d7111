use parlor_render::{checkers, samples};
fn main() {
    let n: usize = std::env::args().nth(1).and_then(|s| s.parse().ok()).unwrap_or(10);
    let v = samples::checkers_mid_game().view();
    let mut size = checkers::picture(&v).len();
    let t = std::time::Instant::now();
    for _ in 0..n {
        size = std::hint::black_box(checkers::picture(&v)).len();
    }
    println!("{:.0} µs {size} B", t.elapsed().as_secs_f64() * 1e6 / n as f64);
}
