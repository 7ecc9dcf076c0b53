import click

from .commands import dosing, serve, share, tank


@click.group()
@click.option("--db", default="~/.reefkeeper/tank.db", show_default=True)
@click.pass_context
def main(ctx, db):
    """Reef tank management."""
    ctx.ensure_object(dict)
    ctx.obj["db"] = db


main.add_command(tank.tank)
main.add_command(dosing.dose)
main.add_command(share.share)
main.add_command(serve.serve)

if __name__ == "__main__":
    main()
