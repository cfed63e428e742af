// Canada and Latin America. Line syntax: see ../gazetteer.ts (`!` needs a place cue, `^` yields to a namesake).
export const AMERICAS_PLACES = `
CA-ON: Toronto/GTA/Greater Toronto Area; !Waterloo/Kitchener-Waterloo; Kitchener; Ottawa; Mississauga; Markham; ^!Hamilton; ^London; ^Kingston; Guelph; ^Windsor
CA-QC: Montreal/Montréal; Quebec City/Ville de Québec; Sherbrooke
CA-BC: Vancouver; ^!Victoria; Burnaby; Kelowna; ^Surrey
CA-AB: Calgary; Edmonton
CA-MB: Winnipeg
CA-SK: Saskatoon; !Regina
CA-NS: ^!Halifax
CA-NB: Fredericton; Moncton
CA-NL: St. John's
MX: Mexico City/CDMX/Ciudad de México/México DF; Guadalajara; Monterrey; Querétaro; Puebla; Tijuana; ^Mérida; !León; Cancún; Aguascalientes; !Chihuahua; Toluca; Morelia; Oaxaca
BR: São Paulo/Sampa; Rio de Janeiro/Rio; Belo Horizonte; Curitiba; Porto Alegre; Florianópolis/Floripa; Recife; Brasília; Campinas; !Salvador; Fortaleza; Goiânia; Manaus; ^Vitória; São José dos Campos; Ribeirão Preto
CO: Bogotá; Medellín; !Cali; Barranquilla; Cartagena; Bucaramanga
AR: Buenos Aires/CABA; ^Córdoba; !Rosario; Mendoza; La Plata
CL: Santiago/Santiago de Chile; Valparaíso; Concepción; Viña del Mar
PE: Lima; Arequipa; Cusco
UY: Montevideo; Punta del Este
EC: Quito; Guayaquil; Cuenca
BO: La Paz; ^Santa Cruz/Santa Cruz de la Sierra
PY: Asunción
VE: Caracas; ^Valencia; Maracaibo
CR: ^San José
PA: Panama City/Ciudad de Panamá
GT: Guatemala City/Ciudad de Guatemala
SV: San Salvador
HN: Tegucigalpa
DO: Santo Domingo
PR: San Juan
JM: ^Kingston
KY: Grand Cayman/George Town/Cayman Islands
VG: Road Town/Tortola
CU: Havana/La Habana
`;
