import web
from sqlalchemy import create_engine, text

engine = create_engine('postgresql://crm@pg-crm.internal/crm')

SORTS = {'revenue': 'revenue DESC', 'name': 'name ASC'}


class Report:
    def GET(self):
        i = web.input(sort='revenue', region='EU', columns='name,revenue')
        with engine.connect() as conn:
            cols = ', '.join(c.strip() for c in i.columns.split(','))
            stmt = text('SELECT %s FROM accounts WHERE region = :region ORDER BY %s'
                        % (cols, SORTS.get(i.sort, 'name ASC')))
            rows = conn.execute(stmt, {'region': i.region}).fetchall()
        return '\n'.join('\t'.join(str(v) for v in r) for r in rows)
