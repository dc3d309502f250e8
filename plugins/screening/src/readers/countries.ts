/**
 * ISO 3166-1 alpha-2 country table with the names, official long names, list-specific alternates
 * (OFAC 'Korea, North', 'Burma', UN 'Iran (Islamic Republic of)', 'Viet Nam', ...) and nationality
 * adjectives ('Russian', 'Iranian', ...) used by sanctions lists, so readers can turn free-text
 * nationalities and address countries into codes.
 *
 * Look-ups are case-, diacritic- and punctuation-insensitive ('Türkiye' = 'Turkiye' = 'TURKIYE').
 * Bare two-letter codes are NOT resolved by `countryCode` (the UN writes 'na' for 'not available');
 * use `countryFromIso` for fields that hold codes (FtM `nationality: ['ru']`).
 */

/** [code, short name, official long name, alternates ';'-separated, nationality adjectives ';'-separated] */
type Row = [string, string, string, string, string];

const ROWS: Row[] = [
  ['AD', 'Andorra', 'Principality of Andorra', '', 'Andorran'],
  [
    'AE',
    'United Arab Emirates',
    'United Arab Emirates',
    'UAE;U.A.E.;Emirates;Dubai;Abu Dhabi;Sharjah',
    'Emirati;Emirian',
  ],
  ['AF', 'Afghanistan', 'Islamic Republic of Afghanistan', 'Islamic Emirate of Afghanistan', 'Afghan;Afghani'],
  ['AG', 'Antigua and Barbuda', 'Antigua and Barbuda', 'Antigua', 'Antiguan;Barbudan'],
  ['AI', 'Anguilla', 'Anguilla', '', 'Anguillan'],
  ['AL', 'Albania', 'Republic of Albania', '', 'Albanian'],
  ['AM', 'Armenia', 'Republic of Armenia', '', 'Armenian'],
  ['AO', 'Angola', 'Republic of Angola', '', 'Angolan'],
  ['AQ', 'Antarctica', 'Antarctica', '', 'Antarctic'],
  ['AR', 'Argentina', 'Argentine Republic', '', 'Argentine;Argentinian;Argentinean'],
  ['AS', 'American Samoa', 'American Samoa', '', 'American Samoan'],
  ['AT', 'Austria', 'Republic of Austria', '', 'Austrian'],
  ['AU', 'Australia', 'Commonwealth of Australia', '', 'Australian'],
  ['AW', 'Aruba', 'Aruba', '', 'Aruban'],
  ['AX', 'Åland Islands', 'Åland Islands', 'Aland', 'Ålandic;Alandish'],
  ['AZ', 'Azerbaijan', 'Republic of Azerbaijan', '', 'Azerbaijani;Azeri'],
  [
    'BA',
    'Bosnia and Herzegovina',
    'Bosnia and Herzegovina',
    'Bosnia-Herzegovina;Bosnia;Republika Srpska',
    'Bosnian;Herzegovinian',
  ],
  ['BB', 'Barbados', 'Barbados', '', 'Barbadian;Bajan'],
  ['BD', 'Bangladesh', "People's Republic of Bangladesh", '', 'Bangladeshi'],
  ['BE', 'Belgium', 'Kingdom of Belgium', '', 'Belgian'],
  ['BF', 'Burkina Faso', 'Burkina Faso', 'Upper Volta', 'Burkinabe;Burkinabé'],
  ['BG', 'Bulgaria', 'Republic of Bulgaria', '', 'Bulgarian'],
  ['BH', 'Bahrain', 'Kingdom of Bahrain', '', 'Bahraini'],
  ['BI', 'Burundi', 'Republic of Burundi', '', 'Burundian'],
  ['BJ', 'Benin', 'Republic of Benin', 'Dahomey', 'Beninese;Beninois'],
  ['BL', 'Saint Barthélemy', 'Saint Barthélemy', 'St. Barthelemy;St Barts', 'Barthélemois'],
  ['BM', 'Bermuda', 'Bermuda', '', 'Bermudian;Bermudan'],
  ['BN', 'Brunei', 'Brunei Darussalam', 'Brunei Darussalam;Nation of Brunei', 'Bruneian'],
  ['BO', 'Bolivia', 'Plurinational State of Bolivia', 'Bolivia (Plurinational State of)', 'Bolivian'],
  [
    'BQ',
    'Bonaire, Sint Eustatius and Saba',
    'Bonaire, Sint Eustatius and Saba',
    'Caribbean Netherlands;Bonaire;Sint Eustatius;Saba',
    '',
  ],
  ['BR', 'Brazil', 'Federative Republic of Brazil', 'Brasil', 'Brazilian'],
  ['BS', 'Bahamas', 'Commonwealth of The Bahamas', 'The Bahamas;Bahamas, The', 'Bahamian'],
  ['BT', 'Bhutan', 'Kingdom of Bhutan', '', 'Bhutanese'],
  ['BV', 'Bouvet Island', 'Bouvet Island', '', ''],
  ['BW', 'Botswana', 'Republic of Botswana', '', 'Botswanan;Motswana;Batswana'],
  [
    'BY',
    'Belarus',
    'Republic of Belarus',
    'Byelorussia;Belorussia;Byelorussian SSR',
    'Belarusian;Belarussian;Byelorussian;Belorussian',
  ],
  ['BZ', 'Belize', 'Belize', 'British Honduras', 'Belizean'],
  ['CA', 'Canada', 'Canada', '', 'Canadian'],
  ['CC', 'Cocos (Keeling) Islands', 'Territory of Cocos (Keeling) Islands', 'Cocos Islands;Keeling Islands', ''],
  [
    'CD',
    'Democratic Republic of the Congo',
    'Democratic Republic of the Congo',
    'Congo, Democratic Republic of the;Congo, The Democratic Republic of the;Congo (Democratic Republic);Congo (Kinshasa);Congo-Kinshasa;DR Congo;DRC;D.R.C.;Zaire;Congo, Dem. Rep.;Democratic Republic of Congo',
    'Congolese (DRC);Zairean',
  ],
  ['CF', 'Central African Republic', 'Central African Republic', 'CAR;Centrafrique', 'Central African'],
  [
    'CG',
    'Congo',
    'Republic of the Congo',
    'Congo, Republic of the;Congo (Brazzaville);Congo-Brazzaville;Congo, Rep.;Republic of Congo',
    'Congolese',
  ],
  ['CH', 'Switzerland', 'Swiss Confederation', 'Confoederatio Helvetica;Helvetia', 'Swiss'],
  ['CI', "Côte d'Ivoire", "Republic of Côte d'Ivoire", "Cote d Ivoire;Ivory Coast;Cote d'Ivoire", 'Ivorian;Ivoirian'],
  ['CK', 'Cook Islands', 'Cook Islands', '', 'Cook Islander'],
  ['CL', 'Chile', 'Republic of Chile', '', 'Chilean'],
  ['CM', 'Cameroon', 'Republic of Cameroon', '', 'Cameroonian'],
  [
    'CN',
    'China',
    "People's Republic of China",
    "China, People's Republic of;PRC;P.R.C.;Mainland China;Chinese Mainland",
    'Chinese',
  ],
  ['CO', 'Colombia', 'Republic of Colombia', '', 'Colombian'],
  ['CR', 'Costa Rica', 'Republic of Costa Rica', '', 'Costa Rican'],
  ['CU', 'Cuba', 'Republic of Cuba', '', 'Cuban'],
  ['CV', 'Cabo Verde', 'Republic of Cabo Verde', 'Cape Verde', 'Cape Verdean;Cabo Verdean'],
  ['CW', 'Curaçao', 'Country of Curaçao', 'Curacao', 'Curaçaoan;Curacaoan'],
  ['CX', 'Christmas Island', 'Territory of Christmas Island', '', 'Christmas Islander'],
  ['CY', 'Cyprus', 'Republic of Cyprus', 'Northern Cyprus', 'Cypriot'],
  ['CZ', 'Czechia', 'Czech Republic', 'Czech Republic;Czechia;Ceska Republika', 'Czech'],
  [
    'DE',
    'Germany',
    'Federal Republic of Germany',
    'Deutschland;West Germany;East Germany;German Democratic Republic',
    'German',
  ],
  ['DJ', 'Djibouti', 'Republic of Djibouti', '', 'Djiboutian'],
  ['DK', 'Denmark', 'Kingdom of Denmark', '', 'Danish;Dane'],
  ['DM', 'Dominica', 'Commonwealth of Dominica', '', 'Dominican (Dominica)'],
  ['DO', 'Dominican Republic', 'Dominican Republic', '', 'Dominican'],
  ['DZ', 'Algeria', "People's Democratic Republic of Algeria", '', 'Algerian'],
  ['EC', 'Ecuador', 'Republic of Ecuador', '', 'Ecuadorian;Ecuadorean'],
  ['EE', 'Estonia', 'Republic of Estonia', '', 'Estonian'],
  ['EG', 'Egypt', 'Arab Republic of Egypt', '', 'Egyptian'],
  ['EH', 'Western Sahara', 'Western Sahara', 'Sahrawi Arab Democratic Republic', 'Sahrawi;Sahrawian;Sahraouian'],
  ['ER', 'Eritrea', 'State of Eritrea', '', 'Eritrean'],
  ['ES', 'Spain', 'Kingdom of Spain', 'España;Espana', 'Spanish;Spaniard'],
  ['ET', 'Ethiopia', 'Federal Democratic Republic of Ethiopia', '', 'Ethiopian'],
  ['FI', 'Finland', 'Republic of Finland', '', 'Finnish;Finn'],
  ['FJ', 'Fiji', 'Republic of Fiji', '', 'Fijian'],
  [
    'FK',
    'Falkland Islands',
    'Falkland Islands (Malvinas)',
    'Falkland Islands (Malvinas);Malvinas',
    'Falkland Islander',
  ],
  [
    'FM',
    'Micronesia',
    'Federated States of Micronesia',
    'Micronesia, Federated States of;Micronesia (Federated States of)',
    'Micronesian',
  ],
  ['FO', 'Faroe Islands', 'Faroe Islands', 'Faeroe Islands;Faroes', 'Faroese'],
  ['FR', 'France', 'French Republic', '', 'French'],
  ['GA', 'Gabon', 'Gabonese Republic', '', 'Gabonese'],
  [
    'GB',
    'United Kingdom',
    'United Kingdom of Great Britain and Northern Ireland',
    'UK;U.K.;Great Britain;Britain;England;Scotland;Wales;Northern Ireland',
    'British;English;Scottish;Welsh;Northern Irish;UK national',
  ],
  ['GD', 'Grenada', 'Grenada', '', 'Grenadian'],
  ['GE', 'Georgia', 'Georgia', 'Abkhazia;South Ossetia', 'Georgian'],
  ['GF', 'French Guiana', 'French Guiana', 'Guyane', 'French Guianese'],
  ['GG', 'Guernsey', 'Bailiwick of Guernsey', '', 'Guernsey'],
  ['GH', 'Ghana', 'Republic of Ghana', '', 'Ghanaian'],
  ['GI', 'Gibraltar', 'Gibraltar', '', 'Gibraltarian'],
  ['GL', 'Greenland', 'Greenland', '', 'Greenlandic;Greenlander'],
  ['GM', 'Gambia', 'Republic of The Gambia', 'The Gambia;Gambia, The', 'Gambian'],
  ['GN', 'Guinea', 'Republic of Guinea', 'Guinea-Conakry', 'Guinean'],
  ['GP', 'Guadeloupe', 'Guadeloupe', '', 'Guadeloupean'],
  ['GQ', 'Equatorial Guinea', 'Republic of Equatorial Guinea', '', 'Equatorial Guinean;Equatoguinean'],
  ['GR', 'Greece', 'Hellenic Republic', 'Hellas', 'Greek;Hellenic'],
  [
    'GS',
    'South Georgia and the South Sandwich Islands',
    'South Georgia and the South Sandwich Islands',
    'South Georgia',
    '',
  ],
  ['GT', 'Guatemala', 'Republic of Guatemala', '', 'Guatemalan'],
  ['GU', 'Guam', 'Guam', '', 'Guamanian'],
  ['GW', 'Guinea-Bissau', 'Republic of Guinea-Bissau', 'Guinea Bissau', 'Bissau-Guinean'],
  ['GY', 'Guyana', 'Co-operative Republic of Guyana', '', 'Guyanese'],
  [
    'HK',
    'Hong Kong',
    "Hong Kong Special Administrative Region of the People's Republic of China",
    'Hong Kong SAR;China, Hong Kong Special Administrative Region;Hong Kong, China;Hong Kong Special Administrative Region',
    'Hongkonger;Hong Konger;Hong Kongese',
  ],
  ['HM', 'Heard Island and McDonald Islands', 'Heard Island and McDonald Islands', '', ''],
  ['HN', 'Honduras', 'Republic of Honduras', '', 'Honduran'],
  ['HR', 'Croatia', 'Republic of Croatia', 'Hrvatska', 'Croatian;Croat'],
  ['HT', 'Haiti', 'Republic of Haiti', '', 'Haitian'],
  ['HU', 'Hungary', 'Hungary', '', 'Hungarian'],
  ['ID', 'Indonesia', 'Republic of Indonesia', '', 'Indonesian'],
  ['IE', 'Ireland', 'Ireland', 'Republic of Ireland;Eire', 'Irish'],
  ['IL', 'Israel', 'State of Israel', '', 'Israeli'],
  ['IM', 'Isle of Man', 'Isle of Man', 'Man, Isle of', 'Manx'],
  ['IN', 'India', 'Republic of India', 'Bharat', 'Indian'],
  ['IO', 'British Indian Ocean Territory', 'British Indian Ocean Territory', 'Chagos Islands', ''],
  ['IQ', 'Iraq', 'Republic of Iraq', 'Kurdistan Region;Iraqi Kurdistan', 'Iraqi'],
  [
    'IR',
    'Iran',
    'Islamic Republic of Iran',
    'Iran (Islamic Republic of);Iran, Islamic Republic of;Persia',
    'Iranian;Persian',
  ],
  ['IS', 'Iceland', 'Iceland', '', 'Icelandic;Icelander'],
  ['IT', 'Italy', 'Italian Republic', 'Italia', 'Italian'],
  ['JE', 'Jersey', 'Bailiwick of Jersey', '', 'Jersey'],
  ['JM', 'Jamaica', 'Jamaica', '', 'Jamaican'],
  ['JO', 'Jordan', 'Hashemite Kingdom of Jordan', '', 'Jordanian'],
  ['JP', 'Japan', 'Japan', 'Nippon', 'Japanese'],
  ['KE', 'Kenya', 'Republic of Kenya', '', 'Kenyan'],
  ['KG', 'Kyrgyzstan', 'Kyrgyz Republic', 'Kyrgyz Republic;Kirghizia;Kirgizia', 'Kyrgyz;Kyrgyzstani;Kirghiz'],
  ['KH', 'Cambodia', 'Kingdom of Cambodia', 'Kampuchea', 'Cambodian;Khmer'],
  ['KI', 'Kiribati', 'Republic of Kiribati', '', 'I-Kiribati'],
  ['KM', 'Comoros', 'Union of the Comoros', 'The Comoros', 'Comoran;Comorian'],
  [
    'KN',
    'Saint Kitts and Nevis',
    'Federation of Saint Kitts and Nevis',
    'St. Kitts and Nevis;St Kitts and Nevis;Saint Christopher and Nevis;St. Kitts',
    'Kittitian;Nevisian',
  ],
  [
    'KP',
    'North Korea',
    "Democratic People's Republic of Korea",
    "Korea, North;Korea, Democratic People's Republic of;Korea (Democratic People's Republic of);Korea DPR;DPRK;D.P.R.K.;DPR Korea;Democratic Peoples Republic of Korea;North Korea",
    'North Korean',
  ],
  ['KR', 'South Korea', 'Republic of Korea', 'Korea, South;Korea, Republic of;Korea (Republic of);ROK', 'South Korean'],
  ['KW', 'Kuwait', 'State of Kuwait', '', 'Kuwaiti'],
  ['KY', 'Cayman Islands', 'Cayman Islands', 'Cayman;Grand Cayman', 'Caymanian'],
  ['KZ', 'Kazakhstan', 'Republic of Kazakhstan', 'Kazakstan', 'Kazakhstani;Kazakh'],
  ['LA', 'Laos', "Lao People's Democratic Republic", "Lao People's Democratic Republic;Lao PDR;Lao", 'Lao;Laotian'],
  ['LB', 'Lebanon', 'Lebanese Republic', '', 'Lebanese'],
  ['LC', 'Saint Lucia', 'Saint Lucia', 'St. Lucia;St Lucia', 'Saint Lucian;St Lucian'],
  ['LI', 'Liechtenstein', 'Principality of Liechtenstein', '', 'Liechtensteiner;Liechtensteinian'],
  ['LK', 'Sri Lanka', 'Democratic Socialist Republic of Sri Lanka', 'Ceylon', 'Sri Lankan'],
  ['LR', 'Liberia', 'Republic of Liberia', '', 'Liberian'],
  ['LS', 'Lesotho', 'Kingdom of Lesotho', '', 'Basotho;Mosotho;Lesothan'],
  ['LT', 'Lithuania', 'Republic of Lithuania', '', 'Lithuanian'],
  ['LU', 'Luxembourg', 'Grand Duchy of Luxembourg', '', 'Luxembourgish;Luxembourger'],
  ['LV', 'Latvia', 'Republic of Latvia', '', 'Latvian;Lettish'],
  ['LY', 'Libya', 'State of Libya', "Libyan Arab Jamahiriya;Great Socialist People's Libyan Arab Jamahiriya", 'Libyan'],
  ['MA', 'Morocco', 'Kingdom of Morocco', '', 'Moroccan'],
  ['MC', 'Monaco', 'Principality of Monaco', '', 'Monegasque;Monacan'],
  ['MD', 'Moldova', 'Republic of Moldova', 'Moldova, Republic of;Republic of Moldova;Transnistria', 'Moldovan'],
  ['ME', 'Montenegro', 'Montenegro', 'Crna Gora', 'Montenegrin'],
  ['MF', 'Saint Martin', 'Saint Martin (French part)', 'Saint Martin (French part);St. Martin', 'Saint-Martinoise'],
  ['MG', 'Madagascar', 'Republic of Madagascar', '', 'Malagasy;Madagascan'],
  ['MH', 'Marshall Islands', 'Republic of the Marshall Islands', 'Marshall Islands, Republic of the', 'Marshallese'],
  [
    'MK',
    'North Macedonia',
    'Republic of North Macedonia',
    'North Macedonia, The Republic of;Macedonia;The former Yugoslav Republic of Macedonia;Macedonia, The Former Yugoslav Republic of;FYROM;Republic of Macedonia',
    'Macedonian;North Macedonian',
  ],
  ['ML', 'Mali', 'Republic of Mali', 'Northern Mali', 'Malian'],
  [
    'MM',
    'Myanmar',
    'Republic of the Union of Myanmar',
    'Burma;Myanmar (Burma);Union of Myanmar;Union of Burma',
    'Burmese;Myanmarese;Myanma',
  ],
  ['MN', 'Mongolia', 'Mongolia', '', 'Mongolian'],
  [
    'MO',
    'Macao',
    "Macao Special Administrative Region of the People's Republic of China",
    'Macau;Macao SAR;Macau SAR;China, Macao Special Administrative Region',
    'Macanese',
  ],
  [
    'MP',
    'Northern Mariana Islands',
    'Commonwealth of the Northern Mariana Islands',
    'Northern Marianas',
    'Northern Marianan',
  ],
  ['MQ', 'Martinique', 'Martinique', '', 'Martiniquais;Martinican'],
  ['MR', 'Mauritania', 'Islamic Republic of Mauritania', '', 'Mauritanian'],
  ['MS', 'Montserrat', 'Montserrat', '', 'Montserratian'],
  ['MT', 'Malta', 'Republic of Malta', '', 'Maltese'],
  ['MU', 'Mauritius', 'Republic of Mauritius', '', 'Mauritian'],
  ['MV', 'Maldives', 'Republic of Maldives', 'Maldive Islands', 'Maldivian'],
  ['MW', 'Malawi', 'Republic of Malawi', '', 'Malawian'],
  ['MX', 'Mexico', 'United Mexican States', 'México', 'Mexican'],
  ['MY', 'Malaysia', 'Malaysia', '', 'Malaysian'],
  ['MZ', 'Mozambique', 'Republic of Mozambique', '', 'Mozambican'],
  ['NA', 'Namibia', 'Republic of Namibia', '', 'Namibian'],
  ['NC', 'New Caledonia', 'New Caledonia', '', 'New Caledonian'],
  ['NE', 'Niger', 'Republic of the Niger', 'The Niger', 'Nigerien'],
  ['NF', 'Norfolk Island', 'Territory of Norfolk Island', '', 'Norfolk Islander'],
  ['NG', 'Nigeria', 'Federal Republic of Nigeria', '', 'Nigerian'],
  ['NI', 'Nicaragua', 'Republic of Nicaragua', '', 'Nicaraguan'],
  [
    'NL',
    'Netherlands',
    'Kingdom of the Netherlands',
    'The Netherlands;Holland;Netherlands (Kingdom of the)',
    'Dutch;Netherlander',
  ],
  ['NO', 'Norway', 'Kingdom of Norway', '', 'Norwegian'],
  ['NP', 'Nepal', 'Federal Democratic Republic of Nepal', '', 'Nepali;Nepalese'],
  ['NR', 'Nauru', 'Republic of Nauru', '', 'Nauruan'],
  ['NU', 'Niue', 'Niue', '', 'Niuean'],
  ['NZ', 'New Zealand', 'New Zealand', 'Aotearoa', 'New Zealander;New Zealand;Kiwi'],
  ['OM', 'Oman', 'Sultanate of Oman', '', 'Omani'],
  ['PA', 'Panama', 'Republic of Panama', 'Panamá', 'Panamanian'],
  ['PE', 'Peru', 'Republic of Peru', 'Perú', 'Peruvian'],
  ['PF', 'French Polynesia', 'French Polynesia', 'Tahiti', 'French Polynesian;Tahitian'],
  ['PG', 'Papua New Guinea', 'Independent State of Papua New Guinea', 'PNG', 'Papua New Guinean;Papuan'],
  ['PH', 'Philippines', 'Republic of the Philippines', 'The Philippines', 'Philippine;Filipino;Filipina'],
  ['PK', 'Pakistan', 'Islamic Republic of Pakistan', '', 'Pakistani'],
  ['PL', 'Poland', 'Republic of Poland', 'Polska', 'Polish;Pole'],
  [
    'PM',
    'Saint Pierre and Miquelon',
    'Saint Pierre and Miquelon',
    'St. Pierre and Miquelon',
    'Saint-Pierrais;Miquelonnais',
  ],
  ['PN', 'Pitcairn', 'Pitcairn Islands', 'Pitcairn Islands', 'Pitcairn Islander'],
  ['PR', 'Puerto Rico', 'Commonwealth of Puerto Rico', '', 'Puerto Rican'],
  [
    'PS',
    'Palestine',
    'State of Palestine',
    'State of Palestine;Palestine, State of;Palestinian Territory;Palestinian Territories;Occupied Palestinian Territory;Palestinian Territory, Occupied;Palestinian Authority;West Bank;Gaza;Gaza Strip;West Bank and Gaza;Gaza Strip and West Bank',
    'Palestinian',
  ],
  ['PT', 'Portugal', 'Portuguese Republic', '', 'Portuguese'],
  ['PW', 'Palau', 'Republic of Palau', '', 'Palauan'],
  ['PY', 'Paraguay', 'Republic of Paraguay', '', 'Paraguayan'],
  ['QA', 'Qatar', 'State of Qatar', '', 'Qatari'],
  ['RE', 'Réunion', 'Réunion', 'Reunion', 'Réunionese;Reunionese'],
  ['RO', 'Romania', 'Romania', 'Roumania', 'Romanian'],
  ['RS', 'Serbia', 'Republic of Serbia', '', 'Serbian;Serb'],
  ['RU', 'Russia', 'Russian Federation', 'Russian Federation;Rossiya;Rossiyskaya Federatsiya', 'Russian'],
  ['RW', 'Rwanda', 'Republic of Rwanda', '', 'Rwandan;Rwandese'],
  ['SA', 'Saudi Arabia', 'Kingdom of Saudi Arabia', 'KSA', 'Saudi;Saudi Arabian'],
  ['SB', 'Solomon Islands', 'Solomon Islands', '', 'Solomon Islander'],
  ['SC', 'Seychelles', 'Republic of Seychelles', '', 'Seychellois'],
  ['SD', 'Sudan', 'Republic of the Sudan', 'The Sudan;Republic of Sudan;North Sudan;Darfur', 'Sudanese'],
  ['SE', 'Sweden', 'Kingdom of Sweden', '', 'Swedish;Swede'],
  ['SG', 'Singapore', 'Republic of Singapore', '', 'Singaporean;Singapore'],
  [
    'SH',
    'Saint Helena, Ascension and Tristan da Cunha',
    'Saint Helena, Ascension and Tristan da Cunha',
    'Saint Helena;St. Helena;Ascension Island;Tristan da Cunha',
    'Saint Helenian',
  ],
  ['SI', 'Slovenia', 'Republic of Slovenia', '', 'Slovenian;Slovene'],
  ['SJ', 'Svalbard and Jan Mayen', 'Svalbard and Jan Mayen', 'Svalbard', ''],
  ['SK', 'Slovakia', 'Slovak Republic', 'Slovak Republic', 'Slovak;Slovakian'],
  ['SL', 'Sierra Leone', 'Republic of Sierra Leone', '', 'Sierra Leonean'],
  ['SM', 'San Marino', 'Republic of San Marino', '', 'Sammarinese'],
  ['SN', 'Senegal', 'Republic of Senegal', '', 'Senegalese'],
  ['SO', 'Somalia', 'Federal Republic of Somalia', 'Somaliland;Puntland', 'Somali;Somalian'],
  ['SR', 'Suriname', 'Republic of Suriname', 'Surinam', 'Surinamese;Surinamer'],
  ['SS', 'South Sudan', 'Republic of South Sudan', '', 'South Sudanese'],
  [
    'ST',
    'Sao Tome and Principe',
    'Democratic Republic of São Tomé and Príncipe',
    'São Tomé and Príncipe;Sao Tome',
    'Santomean;São Toméan',
  ],
  ['SV', 'El Salvador', 'Republic of El Salvador', '', 'Salvadoran;Salvadorean'],
  ['SX', 'Sint Maarten', 'Sint Maarten (Dutch part)', 'Sint Maarten (Dutch part);St. Maarten', 'Sint Maartener'],
  ['SY', 'Syria', 'Syrian Arab Republic', 'Syrian Arab Republic;Syrie', 'Syrian'],
  ['SZ', 'Eswatini', 'Kingdom of Eswatini', 'Swaziland;Kingdom of Swaziland', 'Swazi;Liswati'],
  ['TC', 'Turks and Caicos Islands', 'Turks and Caicos Islands', 'Turks and Caicos', 'Turks and Caicos Islander'],
  ['TD', 'Chad', 'Republic of Chad', '', 'Chadian'],
  [
    'TF',
    'French Southern Territories',
    'French Southern and Antarctic Lands',
    'French Southern and Antarctic Lands',
    '',
  ],
  ['TG', 'Togo', 'Togolese Republic', '', 'Togolese'],
  ['TH', 'Thailand', 'Kingdom of Thailand', 'Siam', 'Thai'],
  ['TJ', 'Tajikistan', 'Republic of Tajikistan', 'Tadjikistan', 'Tajikistani;Tajik;Tadjik'],
  ['TK', 'Tokelau', 'Tokelau', '', 'Tokelauan'],
  ['TL', 'Timor-Leste', 'Democratic Republic of Timor-Leste', 'East Timor;Timor Leste', 'Timorese;East Timorese'],
  ['TM', 'Turkmenistan', 'Turkmenistan', 'Turkmenia', 'Turkmen;Turkmenistani'],
  ['TN', 'Tunisia', 'Republic of Tunisia', '', 'Tunisian'],
  ['TO', 'Tonga', 'Kingdom of Tonga', '', 'Tongan'],
  ['TR', 'Türkiye', 'Republic of Türkiye', 'Turkey;Republic of Turkey;Turkiye', 'Turkish;Turk'],
  [
    'TT',
    'Trinidad and Tobago',
    'Republic of Trinidad and Tobago',
    'Trinidad',
    'Trinidadian;Tobagonian;Trinidadian and Tobagonian',
  ],
  ['TV', 'Tuvalu', 'Tuvalu', '', 'Tuvaluan'],
  [
    'TW',
    'Taiwan',
    'Taiwan, Province of China',
    'Taiwan, Province of China;Republic of China;Chinese Taipei;Taiwan (Province of China)',
    'Taiwanese',
  ],
  [
    'TZ',
    'Tanzania',
    'United Republic of Tanzania',
    'United Republic of Tanzania;Tanzania, United Republic of;Zanzibar',
    'Tanzanian',
  ],
  [
    'UA',
    'Ukraine',
    'Ukraine',
    'Crimea;Region: Crimea;Autonomous Republic of Crimea;Donbas;Donetsk;Luhansk',
    'Ukrainian',
  ],
  ['UG', 'Uganda', 'Republic of Uganda', '', 'Ugandan'],
  ['UM', 'United States Minor Outlying Islands', 'United States Minor Outlying Islands', '', ''],
  [
    'US',
    'United States',
    'United States of America',
    'USA;U.S.A.;U.S.;US;America;United States of America',
    'American;US national;U.S. citizen',
  ],
  ['UY', 'Uruguay', 'Oriental Republic of Uruguay', '', 'Uruguayan'],
  ['UZ', 'Uzbekistan', 'Republic of Uzbekistan', '', 'Uzbekistani;Uzbek'],
  [
    'VA',
    'Holy See',
    'Holy See (Vatican City State)',
    'Vatican;Vatican City;Vatican City State;Holy See (Vatican City State)',
    'Vatican',
  ],
  [
    'VC',
    'Saint Vincent and the Grenadines',
    'Saint Vincent and the Grenadines',
    'St. Vincent and the Grenadines;St Vincent and the Grenadines;Saint Vincent',
    'Vincentian',
  ],
  [
    'VE',
    'Venezuela',
    'Bolivarian Republic of Venezuela',
    'Venezuela (Bolivarian Republic of);Venezuela, Bolivarian Republic of',
    'Venezuelan',
  ],
  [
    'VG',
    'British Virgin Islands',
    'Virgin Islands (British)',
    'Virgin Islands, British;Virgin Islands (British);BVI',
    'British Virgin Islander',
  ],
  [
    'VI',
    'United States Virgin Islands',
    'Virgin Islands of the United States',
    'Virgin Islands, U.S.;Virgin Islands (U.S.);US Virgin Islands;U.S. Virgin Islands',
    'US Virgin Islander',
  ],
  ['VN', 'Vietnam', 'Socialist Republic of Viet Nam', 'Viet Nam;Vietnam, Socialist Republic of', 'Vietnamese'],
  ['VU', 'Vanuatu', 'Republic of Vanuatu', '', 'Ni-Vanuatu;Vanuatuan'],
  [
    'WF',
    'Wallis and Futuna',
    'Territory of the Wallis and Futuna Islands',
    'Wallis and Futuna Islands',
    'Wallisian;Futunan',
  ],
  ['WS', 'Samoa', 'Independent State of Samoa', 'Western Samoa', 'Samoan'],
  ['XK', 'Kosovo', 'Republic of Kosovo', '', 'Kosovar;Kosovan'],
  ['YE', 'Yemen', 'Republic of Yemen', '', 'Yemeni;Yemenite'],
  ['YT', 'Mayotte', 'Department of Mayotte', '', 'Mahoran'],
  ['ZA', 'South Africa', 'Republic of South Africa', '', 'South African'],
  ['ZM', 'Zambia', 'Republic of Zambia', '', 'Zambian'],
  ['ZW', 'Zimbabwe', 'Republic of Zimbabwe', 'Rhodesia', 'Zimbabwean'],
];

/**
 * Former countries still found in old records (ISO 3166-3 / transitionally reserved codes).
 * Resolvable by `countryCode` and `countryName`, not offered in `COUNTRIES`.
 */
const HISTORIC: Row[] = [
  ['AN', 'Netherlands Antilles', 'Netherlands Antilles', '', 'Netherlands Antillean'],
  [
    'SU',
    'Soviet Union',
    'Union of Soviet Socialist Republics',
    'USSR;U.S.S.R.;former Soviet Union;Former USSR',
    'Soviet',
  ],
  [
    'YU',
    'Yugoslavia',
    'Socialist Federal Republic of Yugoslavia',
    'Federal Republic of Yugoslavia;former Yugoslavia',
    'Yugoslav;Yugoslavian',
  ],
  ['CS', 'Serbia and Montenegro', 'State Union of Serbia and Montenegro', 'Serbia & Montenegro', ''],
];

/** Lower case, diacritics removed, punctuation to spaces, '&' as 'and', single spaces. */
export function normalizeCountryText(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/&/g, ' and ')
    .replace(/['’‘`´]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const BY_TEXT = new Map<string, string>();
const NAME_BY_CODE = new Map<string, string>();

function add(text: string, code: string): void {
  const key = normalizeCountryText(text);
  if (key && !BY_TEXT.has(key)) BY_TEXT.set(key, code);
}

function split(list: string): string[] {
  return list
    ? list
        .split(';')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

// Names and official names first so that they win over adjectives/alternates of other rows.
for (const rows of [ROWS, HISTORIC]) {
  for (const [code, name, official] of rows) {
    NAME_BY_CODE.set(code, name);
    add(name, code);
    add(official, code);
  }
}
for (const rows of [ROWS, HISTORIC]) {
  for (const [code, , , alternates, adjectives] of rows) {
    for (const a of split(alternates)) add(a, code);
    for (const a of split(adjectives)) add(a, code);
  }
}

/** Prefixes lists put before a country ('Region: Gaza', 'possibly Palestinian', 'the Gambia'). */
const PREFIX = /^(?:region|possibly|probably|reportedly|allegedly|believed|formerly|former|the)\s+/;

function lookup(key: string): string | undefined {
  const direct = BY_TEXT.get(key);
  if (direct) return direct;
  const stripped = key.replace(PREFIX, '');
  if (stripped !== key) return lookup(stripped);
  return undefined;
}

/**
 * ISO 3166-1 alpha-2 code (upper case) for a country name, official name, list alternate
 * ('Korea, North', 'Iran (Islamic Republic of)') or nationality adjective ('Iranian');
 * undefined when the text is not recognised (e.g. 'undetermined', 'na').
 */
export function countryCode(text: string | undefined | null): string | undefined {
  if (!text) return undefined;
  const key = normalizeCountryText(text);
  if (!key) return undefined;
  const hit = lookup(key);
  if (hit) return hit;
  // 'Congo, Republic of the' -> 'Republic of the Congo'; 'Bahamas, The' -> 'The Bahamas'.
  const comma = text.lastIndexOf(',');
  if (comma > 0) {
    const swapped = normalizeCountryText(`${text.slice(comma + 1)} ${text.slice(0, comma)}`);
    const hit2 = lookup(swapped);
    if (hit2) return hit2;
  }
  // 'Russia (Federation)', 'Syria.' etc.: drop a trailing parenthesis.
  const paren = text.replace(/\s*\([^)]*\)\s*$/, '');
  if (paren !== text && paren.trim()) return countryCode(paren);
  return undefined;
}

/** An ISO alpha-2 code in any case ('ru', 'RU') to upper case when known, else undefined. */
export function countryFromIso(code: string | undefined | null): string | undefined {
  if (!code) return undefined;
  const c = code.trim().toUpperCase();
  return NAME_BY_CODE.has(c) ? c : undefined;
}

/** English short name for a code ('IR' -> 'Iran'), undefined when unknown. */
export function countryName(code: string | undefined | null): string | undefined {
  if (!code) return undefined;
  return NAME_BY_CODE.get(code.trim().toUpperCase());
}

/** Current ISO 3166-1 countries (plus Kosovo XK), sorted by English name, for selects. */
export const COUNTRIES: { code: string; name: string }[] = ROWS.map(([code, name]) => ({ code, name })).sort((a, b) =>
  a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }),
);

/**
 * Resolves to a code when possible, else returns the cleaned text (the model keeps raw text for
 * unresolvable values). Empty / 'na' / '-0-' give undefined.
 */
export function countryOrText(text: string | undefined | null): string | undefined {
  if (!text) return undefined;
  const t = text.trim().replace(/\.$/, '').trim();
  if (!t || /^(?:-0-|na|n\/a|none|unknown|undetermined)$/i.test(t)) return undefined;
  return countryCode(t) ?? t;
}
