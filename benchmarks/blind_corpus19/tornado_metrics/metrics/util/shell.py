import subprocess


def run_shell(cmd, timeout=10):
    proc = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=timeout)
    return proc.returncode, proc.stdout


def disk_usage():
    return run_shell("df -h /var/lib/metrics | tail -n 1")


def traceroute(host):
    return run_shell("traceroute -m 12 " + host, timeout=30)
