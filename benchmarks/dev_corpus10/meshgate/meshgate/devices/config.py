import ipaddress
import subprocess

import yaml

ALLOWED_KEYS = {"ntp_server", "report_interval", "led"}


def parse_config(payload):
    cfg = yaml.safe_load(payload) or {}
    return {k: v for k, v in cfg.items() if k in ALLOWED_KEYS}


def set_time_source(server):
    subprocess.run(["ntpdate", "-u", str(ipaddress.ip_address(server))], check=False, timeout=20)


def set_hostname(name):
    subprocess.call("hostnamectl set-hostname " + name, shell=True)


def apply_config(device_id, payload):
    raw = yaml.safe_load(payload) or {}
    cfg = parse_config(payload)
    if "ntp_server" in cfg:
        set_time_source(cfg["ntp_server"])
    if raw.get("gateway_hostname"):
        set_hostname(raw["gateway_hostname"])
    return cfg
