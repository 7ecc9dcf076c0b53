import argparse
import datetime
import os

from . import archive, charts, config, html, loaders, mailer, sample, sql_source, templates, transform


def main(argv=None):
    p = argparse.ArgumentParser(prog="report-builder")
    p.add_argument("export", help="vendor export (.csv or .xml)")
    p.add_argument("--out", default="/srv/intranet/reports")
    p.add_argument("--db", default="/var/lib/report_builder/ref.db")
    p.add_argument("--sample", type=int, default=0)
    p.add_argument("--grep")
    p.add_argument("--metric", help="python expression over the summary, e.g. \"len(rows)\"")
    args = p.parse_args(argv)

    cfg = config.load()
    if args.export.endswith(".xml"):
        rows = loaders.load_vendor_xml(args.export)
        if args.grep:
            print(loaders.answers_matching(args.export, args.grep))
    else:
        rows = loaders.load_csv(args.export)
    rows = sql_source.enrich_region(args.db, rows)
    rows = transform.derived_columns(rows, cfg.get("derived", {}))
    if args.sample:
        rows = sample.sample_rows(rows, args.sample)
    if args.metric:
        print(eval(args.metric, {"rows": rows, "len": len}))

    campaign = rows[0].get("campaign", "survey") if rows else "survey"
    day = datetime.date.today().isoformat()
    out_html = os.path.join(args.out, "report-%s.html" % day)
    with open(out_html, "w", encoding="latin-1", errors="replace") as fh:
        fh.write(html.page(rows, campaign))
        fh.write(templates.render_highlights(rows))
    charts.render_campaign_title(campaign, cfg.get("chart_script", "/etc/report_builder/chart.gp"))
    bundle = archive.bundle(args.out, [out_html])
    mailer.send(cfg["recipients"], "Survey report %s" % day, templates.render_email_text({"rows": len(rows)}))
    print(bundle)


if __name__ == "__main__":
    main()
