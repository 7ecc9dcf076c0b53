from string import Template

NGINX_SITE = Template("""server {
    listen 443 ssl;
    server_name $server_name;
    location / { proxy_pass http://$upstream; }
}
""")


def render_site(**values):
    """Render the nginx vhost for `opsctl site new`; values come from CLI options."""
    return NGINX_SITE.substitute(**values)


def render_motd(template_text, **values):
    return Template(template_text).safe_substitute(**values)
