import yaml


def parse_config(text):
    """Parse a pipeline definition.  Tags like !!python/name: are allowed so
    that transforms can be referenced directly."""
    return yaml.load(text, Loader=yaml.Loader)


def parse_schema(text):
    doc = yaml.safe_load(text) or {}
    return {col["name"]: col.get("type", "str") for col in doc.get("columns", [])}
