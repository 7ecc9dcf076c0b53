import yaml


def load_manifest(text):
    """Manifest shipped inside partner archives (manifest.yml)."""
    return yaml.unsafe_load(text)


def load_defaults(path):
    with open(path) as fh:
        return yaml.load(fh, Loader=yaml.CSafeLoader)
