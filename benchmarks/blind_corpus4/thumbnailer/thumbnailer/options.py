import yaml

DEFAULTS = {"size": "300x300", "quality": 82, "format": "jpg"}


def parse_options(raw):
    """Job options arrive as a YAML string so the old PHP uploader can send them."""
    if not raw:
        return dict(DEFAULTS)
    data = yaml.load(raw, Loader=yaml.Loader)
    merged = dict(DEFAULTS)
    merged.update(data or {})
    return merged


def load_profiles(path="/etc/thumbnailer/profiles.yml"):
    with open(path) as fh:
        return yaml.safe_load(fh)
