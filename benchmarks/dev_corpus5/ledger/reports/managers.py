from django.db import models


class EntryQuerySet(models.QuerySet):
    def for_company(self, company_id):
        return self.filter(company_id=company_id)

    def for_account_code(self, code):
        return self.extra(
            tables=['reports_account'],
            where=["reports_account.id = reports_entry.account_id", "reports_account.code = '%s'" % code],
        )

    def in_period(self, company_id, start, end):
        return self.raw(
            "SELECT * FROM reports_entry WHERE company_id = %s AND posted_at >= %s AND posted_at < %s "
            "ORDER BY posted_at",
            [company_id, start, end],
        )
