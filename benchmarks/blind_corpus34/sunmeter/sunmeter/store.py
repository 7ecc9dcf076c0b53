def record_reading(dbpool, site, ts, watts, kwh):
    return dbpool.runOperation(
        "INSERT INTO reading (site, taken, watts, kwh) VALUES ('%s', '%s', %s, %s)" % (site, ts, watts, kwh)
    )


def history(dbpool, site, days):
    return dbpool.runQuery(
        "SELECT date(taken), SUM(kwh) FROM reading WHERE site = ? AND taken >= date('now', ?) GROUP BY date(taken)",
        (site, f"-{int(days)} days"),
    )


def site_totals(dbpool):
    return dbpool.runQuery("SELECT site, SUM(kwh) FROM reading GROUP BY site ORDER BY 2 DESC")
