#!/bin/sh
# Default install script of the ssh service (SSH_INSTALL_SCRIPT): reports the OS, updates the package
# lists and installed packages, installs nginx and starts it. It runs through `sh -s` on the target, so
# it must stay POSIX sh. Operators replace it by pointing SSH_INSTALL_SCRIPT at their own file.
set -eu

if [ "$(id -u)" -eq 0 ]; then
  SUDO=""
elif command -v sudo >/dev/null 2>&1; then
  SUDO="sudo -n"
else
  echo "This script needs root (or password-less sudo); logged in as $(id -un)" >&2
  exit 1
fi

echo "== Host: $(hostname) ($(uname -srm))"
if [ -r /etc/os-release ]; then
  . /etc/os-release
  echo "== OS: ${PRETTY_NAME:-${NAME:-unknown}}"
fi

if command -v apt-get >/dev/null 2>&1; then
  export DEBIAN_FRONTEND=noninteractive
  echo "== Updating packages (apt-get)"
  $SUDO apt-get update -q
  $SUDO apt-get -y -q -o Dpkg::Options::=--force-confdef -o Dpkg::Options::=--force-confold upgrade
  echo "== Installing nginx"
  $SUDO apt-get install -y -q nginx
elif command -v dnf >/dev/null 2>&1; then
  echo "== Updating packages (dnf)"
  $SUDO dnf -y -q upgrade
  echo "== Installing nginx"
  $SUDO dnf -y -q install nginx
elif command -v yum >/dev/null 2>&1; then
  echo "== Updating packages (yum)"
  $SUDO yum -y -q update
  echo "== Installing nginx"
  $SUDO yum -y -q install nginx
else
  echo "No supported package manager (apt-get, dnf or yum) found" >&2
  exit 2
fi

if command -v systemctl >/dev/null 2>&1; then
  $SUDO systemctl enable --now nginx
fi
echo "== nginx: $( (nginx -v || /usr/sbin/nginx -v) 2>&1 || echo 'installed')"
echo "== Done"
