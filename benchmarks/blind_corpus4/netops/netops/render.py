import os

from jinja2 import Environment, FileSystemLoader, StrictUndefined

TEMPLATE_DIR = os.path.join(os.path.dirname(__file__), "templates")

# Router/switch configs are plain text; HTML escaping would corrupt them.
_env = Environment(loader=FileSystemLoader(TEMPLATE_DIR), autoescape=False,
                   undefined=StrictUndefined, trim_blocks=True, lstrip_blocks=True)


def render_config(template_name, device):
    return _env.get_template(template_name).render(device=device)
