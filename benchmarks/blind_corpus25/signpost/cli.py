import click

from .commands.bundles import bundles
from .commands.deploy import deploy, restart_player
from .commands.inventory import inventory
from .commands.playlists import playlists
from .commands.preview import preview
from .commands.report import error_report, report
from .commands.schedule import schedule
from .commands.users import users


@click.group()
@click.option("--cms-url", envvar="SIGNPOST_CMS_URL", help="Override the CMS base URL.")
@click.pass_context
def main(ctx, cms_url):
    ctx.ensure_object(dict)
    ctx.obj["cms_url"] = cms_url


for command in (bundles, deploy, restart_player, inventory, playlists, preview, report, error_report, schedule, users):
    main.add_command(command)


if __name__ == "__main__":
    main()
