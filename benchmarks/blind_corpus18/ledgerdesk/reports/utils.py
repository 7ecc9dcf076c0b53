import yaml


def load_report_def(raw):
    if isinstance(raw, bytes):
        raw = raw.decode("utf-8")
    return yaml.load(raw, Loader=yaml.FullLoader) or {}


def load_defaults(path="/etc/ledgerdesk/report_defaults.yml"):
    with open(path) as fh:

        return yaml.safe_load(fh)
