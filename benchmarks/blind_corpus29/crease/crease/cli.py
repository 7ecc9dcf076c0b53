import logging
import os

import click

from . import cache, config, kiosk, league, members, publish, rules, scorecards, store, teamsheets


@click.group()
@click.option("--debug", is_flag=True, help="Verbose logging.")
@click.pass_context
def cli(ctx, debug):
    logging.basicConfig(level=logging.DEBUG if debug else logging.INFO)
    ctx.obj = config.load()


@cli.command()
@click.option("--season", default="2025")
@click.pass_obj
def pull(cfg, season):
    client = league.LeagueClient(cfg["league_url"], cfg["api_key"])
    db = store.Store(cfg["db"])
    fixtures = client.fixtures(season)
    cache.save_fixtures(fixtures)
    league_rules = rules.load_league_rules(client.session.get(cfg["league_url"] + "/rules.yaml", timeout=30).text)
    for fx in fixtures:
        db.save_fixture(fx)
        doc = scorecards.parse(client.scorecard_xml(fx))
        for batter in scorecards.batting_for(doc, fx["home"]):
            db.save_batter(fx["id"], batter)
            members.match_player(cfg["ldap_url"], batter.get("name"))
        page = publish.scorecard_page(fx, scorecards.batting_for(doc, fx["home"]))
        publish.write_page(cfg["site_dir"], "match-%s.html" % int(fx["id"]), page)
        click.echo("%s: %s points" % (fx["opponent"], rules.points(league_rules, fx.get("result", {}))))
    publish.write_page(cfg["site_dir"], "fixtures.html", publish.fixtures_page(fixtures))


@cli.command()
@click.argument("fixture_id", type=int)
@click.pass_obj
def teamsheets_cmd(cfg, fixture_id):
    client = league.LeagueClient(cfg["league_url"], cfg["api_key"])
    staged = cache.staging_file(client.team_sheets(fixture_id))
    with open(staged, "rb") as fh:
        teamsheets.unpack(fh.read(), os.path.join(cfg["site_dir"], "teamsheets", str(fixture_id)))


@cli.command()
@click.option("--where", default="1=1")
@click.pass_obj
def report(cfg, where):
    for name, runs in store.Store(cfg["db"]).report(where):
        click.echo(f"{name:30} {runs}")


@cli.command()
@click.argument("ldap_filter")
@click.pass_obj
def who(cfg, ldap_filter):
    for e in members.raw_query(cfg["ldap_url"], ldap_filter):
        click.echo(str(e.cn))


@cli.command()
@click.argument("pin")
def kiosk_pin(pin):
    click.echo(kiosk.pin_record(pin))
    click.echo("scorer token: " + kiosk.scorer_token())


@cli.command()
@click.pass_obj
def publish_site(cfg):
    rules.load_plugins(cfg["plugins"])
    publish.sync(cfg["site_dir"], cfg["rsync_target"])


if __name__ == "__main__":
    cli()
