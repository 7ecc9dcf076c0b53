from pathlib import Path

from jinja2 import Environment, FileSystemLoader, StrictUndefined, Template


def render_config(template_path, context):
    env = Environment(loader=FileSystemLoader(str(Path(template_path).parent)), undefined=StrictUndefined)

    return env.get_template(Path(template_path).name).render(**context)


def render_motd(host_meta):
    banner = host_meta.get("motd", "Welcome to {{ hostname }}")
    return Template(banner).render(hostname=host_meta.get("hostname", "?"))
