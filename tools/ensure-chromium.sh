#!/usr/bin/env bash
# Makes sure Debian's headless Chromium and its driver are installed, which the browser tests need
# (the report test in cli, the end-to-end test in server). Installs them with apt-get as root;
# otherwise stops with a message saying how.
set -euo pipefail
chromium=/usr/bin/chromium
driver=/usr/bin/chromedriver
how="install them with: apt-get update && apt-get install -y chromium chromium-driver (as root)"
if [[ -x $chromium && -x $driver ]]; then exit 0; fi
if [[ $(id -u) -ne 0 ]]; then
    echo "ensure-chromium: $chromium or $driver is missing and this is not root; $how" >&2
    exit 1
fi
if ! command -v apt-get >/dev/null 2>&1; then
    echo "ensure-chromium: no apt-get on this machine; install Chromium and ChromeDriver at $chromium and $driver" >&2
    exit 1
fi
echo "ensure-chromium: installing chromium and chromium-driver with apt-get ..." >&2
apt-get update >&2 || { echo "ensure-chromium: 'apt-get update' failed; $how" >&2; exit 1; }
DEBIAN_FRONTEND=noninteractive apt-get install -y chromium chromium-driver >&2 \
    || { echo "ensure-chromium: 'apt-get install' failed; $how" >&2; exit 1; }
if [[ ! -x $chromium || ! -x $driver ]]; then
    echo "ensure-chromium: apt-get finished but $chromium or $driver is still missing; $how" >&2
    exit 1
fi
