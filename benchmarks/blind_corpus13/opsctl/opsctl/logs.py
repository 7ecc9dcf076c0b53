import subprocess

import click


@click.command()
@click.argument("host")
@click.argument("unit")
@click.option("--since", default="1 hour ago", show_default=True)
@click.option("--grep", "pattern", default=None, help="Only show lines matching PATTERN.")
@click.option("--follow", "-f", is_flag=True)
def logs(host, unit, since, pattern, follow):
    """Tail the journal of UNIT on HOST."""
    cmd = f"ssh {host} sudo journalctl -u {unit} --since \"'{since}'\""
    if follow:
        cmd += " -f"
    if pattern:
        cmd += f" | grep --line-buffered -E '{pattern}'"
    subprocess.run(cmd, shell=True)
