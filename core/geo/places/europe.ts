// The UK, Ireland and continental Europe (with Turkey's neighbours of the Caucasus). Line syntax: see
// ../gazetteer.ts (`!` needs a place cue, `^` yields to a namesake).
export const EUROPE_PLACES = `
GB: London/Greater London/Shoreditch/Canary Wharf; Manchester; Birmingham; Edinburgh; Glasgow; Bristol; Leeds; Liverpool; Sheffield; Newcastle/Newcastle upon Tyne; Nottingham; Leicester; ^Cambridge; Oxford; Brighton; Southampton; !Reading; !Bath; Cardiff; Swansea; Belfast; Aberdeen; Dundee; !York; Exeter; Norwich; Coventry; Milton Keynes; Guildford; Cheltenham; Leamington Spa; Plymouth; Portsmouth; Sunderland; !Derby; Bournemouth; Harrogate; Stirling; St Andrews; Lancaster; ^Durham; Loughborough; Warwick; Canterbury; Inverness
IE: Dublin; !Cork; Galway; !Limerick; Waterford
FR: Paris; Lyon; Marseille; Toulouse; Bordeaux; Lille; Nantes; !Nice; Montpellier; Strasbourg; Grenoble; Rennes; Sophia Antipolis; Aix-en-Provence; Saclay
DE: Berlin; Munich/München; Hamburg; Frankfurt/Frankfurt am Main; Cologne/Köln; Düsseldorf; Stuttgart; Leipzig; Dresden; Karlsruhe; Heidelberg; Aachen; Hanover/Hannover; Nuremberg/Nürnberg; Bremen; !Essen; Dortmund; Bonn; Mannheim; Potsdam; Freiburg; Münster; Darmstadt; Jena; Augsburg; Regensburg; Kiel; Mainz; Wiesbaden
NL: Amsterdam; Rotterdam; The Hague/Den Haag; Utrecht; Eindhoven; Delft; Groningen; Leiden; Nijmegen; Enschede; Wageningen
BE: Brussels/Bruxelles/Brussel; Antwerp/Antwerpen; Ghent/Gent; Leuven/Louvain; Liège
LU: Luxembourg/Luxembourg City
CH: Zurich/Zürich; Geneva/Genève/Genf; Basel; Lausanne; !Zug; Bern/Berne; Lugano; St. Gallen
AT: Vienna/Wien; Graz; Linz; Innsbruck; Salzburg
LI: Vaduz
MC: Monaco
ES: Madrid; Barcelona; Valencia; Seville/Sevilla; Málaga; Bilbao; Zaragoza; Palma/Palma de Mallorca; Alicante; San Sebastián/Donostia; ^Granada; ^Córdoba; Las Palmas; Santa Cruz de Tenerife
PT: Lisbon/Lisboa; Porto; Braga; Coimbra; Aveiro; Funchal
IT: Milan/Milano; Rome/Roma; Turin/Torino; Bologna; !Florence/Firenze; Naples/Napoli; Venice/Venezia; Genoa/Genova; Padua/Padova; Trento; Bari; Pisa; Verona; Catania; Palermo
SE: Stockholm; Gothenburg/Göteborg; Malmö; Uppsala; !Lund; Linköping; Umeå
NO: Oslo; Bergen; Trondheim; Stavanger
DK: Copenhagen/København; Aarhus; Odense; Aalborg
FI: Helsinki; Espoo; Tampere; Oulu; Turku
IS: Reykjavik/Reykjavík
EE: Tallinn; Tartu
LV: Riga
LT: Vilnius; Kaunas
PL: Warsaw/Warszawa; Kraków/Krakow/Cracow; Wrocław; Gdańsk; Poznań; Łódź/Lodz; Katowice; Gdynia; Lublin
CZ: Prague/Praha; Brno; Ostrava
SK: Bratislava; Košice
HU: Budapest; Debrecen
RO: Bucharest/București; Cluj-Napoca/Cluj; Iași; Timișoara; Brașov
BG: !Sofia; Plovdiv; Varna
RS: Belgrade/Beograd; Novi Sad
HR: Zagreb; !Split; Rijeka
SI: Ljubljana
BA: Sarajevo
MK: Skopje
AL: Tirana
ME: Podgorica
XK: Pristina/Prishtina
GR: Athens/Athina; Thessaloniki
CY: Nicosia; Limassol; Larnaca
MT: Valletta; Sliema; St Julian's
UA: Kyiv/Kiev; Lviv; Kharkiv; Odesa/Odessa; Dnipro
BY: Minsk
MD: Chișinău
RU: Moscow/Moskva; St Petersburg/Saint Petersburg/St. Petersburg; Kazan; Novosibirsk
GE: Tbilisi; Batumi
AM: Yerevan
AZ: Baku
KZ: Almaty; Astana
UZ: Tashkent
`;
