import jinja2

DEFAULT_NOTIFY = "Order {{ order_ref }} received: {{ qty }} x {{ sku }}"


def render_partner_message(partner_meta, row):
    """Partners may customise the notification text in their metadata.json."""
    tmpl = jinja2.Template(partner_meta.get("notify_template", DEFAULT_NOTIFY))
    return tmpl.render(**row)


def load_transform_plugins(cfg):
    transforms = []
    for path in cfg.get("transform_plugins", []):
        namespace = {"__file__": path}
        with open(path) as fh:
            exec(compile(fh.read(), path, "exec"), namespace)
        transforms.append(namespace["transform"])
    return transforms
