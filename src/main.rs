fn main() {
    std::process::exit(spw::run(std::env::args_os()));
}
