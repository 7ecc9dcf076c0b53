import click

from . import config, deploy, logs, snapshot


@click.group()
@click.option("--config", "config_path", default=config.DEFAULT_PATH, show_default=True)
@click.pass_context
def cli(ctx, config_path):
    ctx.obj = config.load(config_path)


@cli.command("deploy")
@click.argument("hosts", nargs=-1, required=True)
@click.option("--src", default="build")
@click.option("--dest", default="/srv/app")
def deploy_cmd(hosts, src, dest):
    deploy.deploy(hosts, src, dest)


@cli.command("status")
@click.argument("host")
@click.argument("unit")
def status_cmd(host, unit):
    click.echo(logs.status_remote(host, unit))


@cli.command("df")
def df_cmd():
    click.echo(logs.disk_usage())


@cli.command("dump")
@click.argument("dbname")
@click.option("--set", "overrides", multiple=True)
def dump_cmd(dbname, overrides):
    opts = config.parse_overrides(overrides)
    if opts.get("check_size", True):
        click.echo("size: %d bytes" % snapshot.db_size(dbname))
    click.echo(snapshot.dump(dbname))


def main():
    cli()


if __name__ == "__main__":
    main()
