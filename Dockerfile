# Parlor's container image (issue 36): a release build in a Rust image, then a
# slim Debian image that runs `parlor serve` as an unprivileged user.
#
#   docker build -t parlor .            (or: podman build -t parlor .)
#   docker run -e DISCORD_TOKEN=… -v parlor-data:/data parlor
#
# The base images are build arguments so that a machine without a registry can
# substitute its own (.ci/image builds both from Debian's packages).
ARG RUST_IMAGE=docker.io/library/rust:1.95-slim-bookworm
ARG RUNTIME_IMAGE=docker.io/library/debian:bookworm-slim

FROM ${RUST_IMAGE} AS build
WORKDIR /src
COPY . .
# No debug information in the shipped binary (symbols stay, so a panic's
# backtrace still names its functions): 40 MB instead of 180 MB. The registry
# and the target directory are cache mounts, so a rebuild after a change
# compiles only what changed; the binary is copied out of the cache.
ENV CARGO_PROFILE_RELEASE_DEBUG=none \
    CARGO_PROFILE_RELEASE_STRIP=debuginfo \
    CARGO_INCREMENTAL=0
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked -p parlor \
    && cp target/release/parlor /usr/local/bin/parlor

FROM ${RUNTIME_IMAGE}
# A fixed uid and gid, so that a host directory mounted at /data can be given
# to it: chown 10001:10001 DIR.
RUN groupadd --gid 10001 parlor \
    && useradd --uid 10001 --gid 10001 --home-dir /data --no-create-home \
       --shell /usr/sbin/nologin parlor \
    && mkdir -p /data /etc/parlor \
    && chown parlor:parlor /data
# Discord is reached over TLS with rustls and the Mozilla roots compiled into
# the binary (webpki-roots): the image needs no CA certificates or OpenSSL.
COPY --from=build /usr/local/bin/parlor /usr/local/bin/parlor
USER 10001:10001
# The SQLite database (parlor.db, the config's default path) is written in the
# working directory: keep /data on a volume and it outlives the container.
WORKDIR /data
VOLUME ["/data"]
# Container logs are files, not a terminal: no colour codes in them.
ENV NO_COLOR=1
# The web companion ([web] listen) and the health and metrics endpoints
# ([metrics] listen), when the config turns them on.
EXPOSE 8080 9090
# A missing config file is fine: then DISCORD_TOKEN alone runs the bot with
# every default. Mount a config at /etc/parlor/config.toml for the rest.
ENTRYPOINT ["parlor"]
CMD ["serve", "--config", "/etc/parlor/config.toml"]
