import shlex
import subprocess


def restart_services(host, manifest):
    for svc in manifest.get("restart", []):
        subprocess.run(f"ssh {host} 'sudo systemctl restart {svc}'", shell=True, check=True)


def uptime(host):
    return subprocess.run(f"ssh {host} uptime", shell=True, capture_output=True, text=True).stdout


def ping_controller(status):
    ip = status["controller"]["ip"]
    return subprocess.call("ping -c 1 -W 2 " + ip, shell=True) == 0


def grep_log(logfile, manifest):
    pattern = manifest.get("log_pattern", "ERROR")
    return subprocess.run("grep -c %s %s" % (shlex.quote(pattern), shlex.quote(logfile)), shell=True, capture_output=True, text=True).stdout


def checksum(path):
    return subprocess.check_output(["sha256sum", "--", path], text=True).split()[0]


def flash_firmware(host, image_path, manifest):
    target = manifest.get("partition", "/dev/mmcblk0p2")
    subprocess.check_call("scp %s %s:/tmp/fw.img && ssh %s dd if=/tmp/fw.img of=%s" % (image_path, host, host, target), shell=True)
