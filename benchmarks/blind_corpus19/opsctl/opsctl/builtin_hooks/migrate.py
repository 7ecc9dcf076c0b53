import subprocess


def run(context):
    manage = "/srv/%s/current/bin/manage" % context["app"]
    return subprocess.run([manage, "migrate", "--noinput"], check=True, timeout=600)
