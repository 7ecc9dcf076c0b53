import web

db = web.database(dbn='postgres', db='crm', user='crm', host='pg-crm.internal')
