import shlex
import subprocess


def run_on(host, command, user="deploy"):
    argv = ["ssh", "-o", "BatchMode=yes", f"{user}@{host}", command]

    return subprocess.run(argv, capture_output=True, text=True)


def restart_service(host, meta):
    svc = meta.get("service", "app")
    return subprocess.run(f"ssh deploy@{host} sudo systemctl restart {svc}", shell=True)


def tail_log(host, path, lines=100):
    return run_on(host, "tail -n %d %s" % (int(lines), shlex.quote(path)))
